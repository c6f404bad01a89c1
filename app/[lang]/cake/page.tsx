import type { Metadata } from "next";
import { ButtonLink } from "@/app/_components/Button";
import { cake } from "@/lib/i18n/dict/cake";
import { localeFrom } from "@/app/_components/locale-params";
import { NewGameForm } from "./_components/NewGameForm";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: cake[lang].title };
}

export default async function CakePage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = cake[lang];
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="text-lg">{t.lead}</p>
      <div>
        <ButtonLink href={`/${lang}/cake/rules`} variant="secondary">
          {t.rulesLink}
        </ButtonLink>
      </div>
      <Dictionaries lang={lang} areas={["store", "cake"]}>
        <NewGameForm lang={lang} />
      </Dictionaries>
    </div>
  );
}
