import type { Metadata } from "next";
import { store } from "@/lib/i18n/dict/store";
import { localeFrom } from "@/app/_components/locale-params";
import { RosterEditor } from "./_components/RosterEditor";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: store[lang].roster.title };
}

export default async function PlayersPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = store[lang].roster;
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-3xl font-bold">{t.title}</h1>
        <p className="mt-2">{t.lead}</p>
      </header>
      <Dictionaries lang={lang} areas={["store"]}>
        <RosterEditor lang={lang} />
      </Dictionaries>
    </div>
  );
}
