import type { Metadata } from "next";
import { common } from "@/lib/i18n/dict/common";
import type { Locale } from "@/lib/i18n/locales";
import { localeFrom } from "@/lib/i18n/params";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import { ButtonLink } from "./Button";
import { RulesView } from "./RulesView";

type RouteProps = { params: Promise<{ lang: string }> };

/** The metadata and page of a game's rules route, e.g. `rulesRoute(cakeRules, "cake")`. */
export function rulesRoute(docs: Record<Locale, RulesDoc>, game: "eleusis" | "cake" | "pechenka") {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const lang = await localeFrom(params);
    return { title: docs[lang].title };
  }
  async function RulesPage({ params }: RouteProps) {
    const lang = await localeFrom(params);
    const t = common[lang];
    return (
      <div className="flex flex-col gap-6">
        <RulesView doc={docs[lang]} houseRuleLabel={t.rulesPage.houseRule} />
        <div>
          <ButtonLink href={`/${lang}/${game}`} variant="secondary">
            {t.rulesPage.backToGame}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return { generateMetadata, RulesPage };
}
