import type { Metadata } from "next";
import { cake } from "@/lib/i18n/dict/cake";
import { localeFrom } from "@/app/_components/locale-params";
import { CakeSession } from "../_components/CakeSession";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: cake[lang].title };
}

export default async function CakePlayPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = cake[lang];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <Dictionaries lang={lang} areas={["cake"]}>
        <CakeSession lang={lang} />
      </Dictionaries>
    </div>
  );
}
