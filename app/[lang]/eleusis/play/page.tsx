import type { Metadata } from "next";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import { localeFrom } from "@/app/_components/locale-params";
import { JudgeScreen } from "../_components/JudgeScreen";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: eleusisDict[lang].title };
}

export default async function EleusisPlayPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return (
    <Dictionaries lang={lang} areas={["store", "eleusis"]}>
      <JudgeScreen lang={lang} />
    </Dictionaries>
  );
}
