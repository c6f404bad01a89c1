import type { Metadata } from "next";
import type { GameKind } from "@/lib/games";
import type { Locale } from "@/lib/i18n/locales";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import { game } from "@/lib/games";
import { common } from "@/lib/i18n/dict/common";
import { localeFrom } from "@/app/_components/locale-params";
import { ButtonLink } from "./Button";
import { RulesView } from "./RulesView";

type RouteProps = { params: Promise<{ lang: string }> };

/** Another rules page offered at the end of this one (a variant's rules and back). */
type Related = { path: string; label: (lang: Locale) => string };

/**
 * The metadata and page of a game's rules route, e.g. `rulesRoute("cake")`; the text comes from the list
 * of games, or `doc` for a variant's own page. `related` links another rules page beside "back to the game".
 */
export function rulesRoute(kind: GameKind, { doc, related }: { doc?: (lang: Locale) => Promise<RulesDoc>; related?: Related } = {}) {
  const entry = game(kind);
  const read = doc ?? entry.rules;
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const lang = await localeFrom(params);
    return { title: (await read(lang)).title };
  }
  async function RulesPage({ params }: RouteProps) {
    const lang = await localeFrom(params);
    const t = common[lang];
    return (
      <div className="flex flex-col gap-6">
        <RulesView doc={await read(lang)} houseRuleLabel={t.rulesPage.houseRule} />
        <div className="flex flex-wrap gap-3">
          {related ? (
            <ButtonLink href={`/${lang}${related.path}`} variant="secondary">
              {related.label(lang)}
            </ButtonLink>
          ) : null}
          <ButtonLink href={`/${lang}${entry.routes.new}`} variant="secondary">
            {t.rulesPage.backToGame}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return { generateMetadata, RulesPage };
}
