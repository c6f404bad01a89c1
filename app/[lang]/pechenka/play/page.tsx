import type { Metadata } from "next";
import { pechenkaDict } from "@/lib/i18n/dict/pechenka";
import { localeFrom } from "@/app/_components/locale-params";
import { PlaySession } from "../_components/PlaySession";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: pechenkaDict[lang].title };
}

export default async function PechenkaPlayPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return (
    <Dictionaries lang={lang} areas={["store", "pechenka"]}>
      <PlaySession lang={lang} />
    </Dictionaries>
  );
}
