import type { Metadata } from "next";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import { localeFrom } from "@/app/_components/locale-params";
import { VerifyForm } from "./VerifyForm";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: eleusisDict[lang].verify.title };
}

export default async function EleusisVerifyPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = eleusisDict[lang].verify;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p>{t.lead}</p>
      <Dictionaries lang={lang} areas={["eleusis"]}>
        <VerifyForm lang={lang} />
      </Dictionaries>
      <p className="text-sm">{t.how}</p>
    </div>
  );
}
