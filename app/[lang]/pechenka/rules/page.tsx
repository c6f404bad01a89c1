import type { Metadata } from "next";
import { ButtonLink } from "@/app/_components/Button";
import { RulesView } from "@/app/_components/RulesView";
import { common } from "@/lib/i18n/dict/common";
import { pechenkaRules } from "@/lib/i18n/dict/rules-pechenka";
import { localeFrom } from "@/lib/i18n/params";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: pechenkaRules[lang].title };
}

export default async function PechenkaRulesPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = common[lang];
  return (
    <div className="flex flex-col gap-6">
      <RulesView doc={pechenkaRules[lang]} houseRuleLabel={t.rulesPage.houseRule} />
      <div>
        <ButtonLink href={`/${lang}/pechenka`} variant="secondary">
          {t.rulesPage.backToGame}
        </ButtonLink>
      </div>
    </div>
  );
}
