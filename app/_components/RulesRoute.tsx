import type { Metadata } from "next";
import type { GameKind } from "@/lib/games";
import { game } from "@/lib/games";
import { common } from "@/lib/i18n/dict/common";
import { localeFrom } from "@/app/_components/locale-params";
import { ButtonLink } from "./Button";
import { RulesView } from "./RulesView";

type RouteProps = { params: Promise<{ lang: string }> };

/** The metadata and page of a game's rules route, e.g. `rulesRoute("cake")`; the text comes from the list of games. */
export function rulesRoute(kind: GameKind) {
  const entry = game(kind);
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const lang = await localeFrom(params);
    return { title: (await entry.rules(lang)).title };
  }
  async function RulesPage({ params }: RouteProps) {
    const lang = await localeFrom(params);
    const t = common[lang];
    return (
      <div className="flex flex-col gap-6">
        <RulesView doc={await entry.rules(lang)} houseRuleLabel={t.rulesPage.houseRule} />
        <div>
          <ButtonLink href={`/${lang}${entry.routes.new}`} variant="secondary">
            {t.rulesPage.backToGame}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return { generateMetadata, RulesPage };
}
