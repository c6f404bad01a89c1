import type { Metadata } from "next";
import Link from "next/link";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis";
import { localeFrom } from "@/app/_components/locale-params";
import { SetupForm } from "./_components/SetupForm";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: eleusisDict[lang].setup.title };
}

export default async function EleusisSetupPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = eleusisDict[lang];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t.setup.title}</h1>
      <p className="flex flex-wrap gap-4">
        <Link prefetch={false} href={`/${lang}/eleusis/rules`} className="underline">
          {t.rulesLink}
        </Link>
        <Link prefetch={false} href={`/${lang}/eleusis/rules/new-eleusis`} className="underline">
          {newEleusisDict[lang].rulesLink}
        </Link>
        <Link prefetch={false} href={`/${lang}/eleusis/workshop`} className="underline">
          {t.workshopLink}
        </Link>
        <Link prefetch={false} href={`/${lang}/eleusis/verify`} className="underline">
          {t.verify.title}
        </Link>
      </p>
      <Dictionaries lang={lang} areas={["store", "eleusis", "new-eleusis", "rule-language", "eleusis-workshop", "eleusis-wording"]}>
        <SetupForm lang={lang} />
      </Dictionaries>
    </div>
  );
}
