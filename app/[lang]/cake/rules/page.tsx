import type { Metadata } from "next";
import { ButtonLink } from "@/app/_components/Button";
import { RulesView } from "@/app/_components/RulesView";
import { common } from "@/lib/i18n/dict/common";
import { cakeRules } from "@/lib/i18n/dict/rules-cake";
import { localeFrom } from "@/lib/i18n/params";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: cakeRules[lang].title };
}

export default async function CakeRulesPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = common[lang];
  return (
    <div className="flex flex-col gap-6">
      <RulesView doc={cakeRules[lang]} houseRuleLabel={t.rulesPage.houseRule} />
      <div>
        <ButtonLink href={`/${lang}/cake`} variant="secondary">
          {t.rulesPage.backToGame}
        </ButtonLink>
      </div>
    </div>
  );
}
