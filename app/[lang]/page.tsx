import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/app/_components/Button";
import { SessionsList } from "@/app/_components/store/SessionsList";
import { GAMES } from "@/lib/games";
import type { GameKind } from "@/lib/games";
import { common } from "@/lib/i18n/dict/common";
import { localeFrom } from "@/app/_components/locale-params";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: { absolute: common[lang].appName } };
}

export default async function Home({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = common[lang];
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">{t.home.title}</h1>
        <p className="mt-2 text-lg">{t.home.lead}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {GAMES.map(({ kind: g, routes }) => (
          <li key={g} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900">
            <h2 className="text-xl font-bold">
              <Link prefetch={false} href={`/${lang}${routes.new}`} className="underline-offset-4 hover:underline">
                {t.games[g].name}
              </Link>
            </h2>
            <p className="flex-1">{t.games[g].tagline}</p>
            <div className="flex flex-wrap gap-2">
              <ButtonLink href={`/${lang}${routes.new}`} aria-label={`${t.home.open}: ${t.games[g].name}`}>
                {t.home.open}
              </ButtonLink>
              <ButtonLink href={`/${lang}${routes.rules}`} variant="secondary" aria-label={`${t.home.rules}: ${t.games[g].name}`}>
                {t.home.rules}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <Dictionaries lang={lang} areas={["store"]}>
        <SessionsList lang={lang} gameNames={Object.fromEntries(GAMES.map((g) => [g.kind, t.games[g.kind].name])) as Record<GameKind, string>} />
      </Dictionaries>
    </div>
  );
}
