import type { Metadata } from "next";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop";
import { localeFrom } from "@/app/_components/locale-params";
import { Workshop } from "./_components/Workshop";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: eleusisWorkshop[lang].title };
}

export default async function EleusisWorkshopPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = eleusisWorkshop[lang];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t.title}</h1>
        <p className="text-stone-700 dark:text-stone-300">{t.lead}</p>
      </header>
      <Dictionaries lang={lang} areas={["eleusis-workshop", "rule-language", "eleusis-wording"]}>
        <Workshop lang={lang} />
      </Dictionaries>
    </div>
  );
}
