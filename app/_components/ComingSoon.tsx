import { common } from "@/lib/i18n/dict/common";
import type { Locale } from "@/lib/i18n/locales";
import { ButtonLink } from "./Button";

/** Placeholder for a game whose screens have not landed yet. */
export function ComingSoon({ lang, game }: { lang: Locale; game: "eleusis" | "cake" | "pechenka" }) {
  const t = common[lang];
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t.games[game].name}</h1>
      <p className="text-lg">{t.games[game].tagline}</p>
      <h2 className="text-xl font-semibold">{t.coming.title}</h2>
      <p>{t.coming.body}</p>
      <div>
        <ButtonLink href={`/${lang}/${game}/rules`}>{t.coming.readRules}</ButtonLink>
      </div>
    </section>
  );
}
