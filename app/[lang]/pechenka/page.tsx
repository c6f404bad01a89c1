import type { Metadata } from "next";
import { common } from "@/lib/i18n/dict/common";
import { localeFrom } from "@/app/_components/locale-params";
import { NewGame } from "./_components/NewGame";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: common[lang].games.pechenka.name };
}

export default async function PechenkaPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{common[lang].games.pechenka.name}</h1>
      <Dictionaries lang={lang} areas={["store", "pechenka"]}>
        <NewGame lang={lang} />
      </Dictionaries>
    </div>
  );
}
