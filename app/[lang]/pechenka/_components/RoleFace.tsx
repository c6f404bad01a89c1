import type { Locale } from "@/lib/i18n/locales";
import type { PlayerCount, RoleId } from "@/lib/pechenka/roles";
import { hunter, roleInfo, roleLabel, target } from "@/lib/pechenka/roles";

/** A role as a player sees it: symbol, name, whom you hunt, who hunts you, the card to set aside. */
export function RoleFace({
  role,
  players,
  lang,
  words,
}: {
  role: RoleId;
  players: PlayerCount;
  lang: Locale;
  words: { youHunt: (r: string) => string; huntsYou: (r: string) => string; setAside: (r: string) => string };
}) {
  const me = roleInfo(role);
  const t = target(role, players);
  const h = hunter(role, players);
  const name = (r: RoleId | null) => (r === null ? "—" : roleLabel(r, lang));
  return (
    <div className="flex flex-col items-center gap-2">
      {/* 37's symbol is its name: shown once. */}
      {me.symbol !== me[lang] ? (
        <p aria-hidden="true" className="text-6xl font-bold">
          {me.symbol}
        </p>
      ) : null}
      <p className={`${me.symbol === me[lang] ? "text-6xl" : "text-4xl"} font-extrabold`} data-testid="role-name">
        {me[lang]}
      </p>
      <p className="text-xl">{words.youHunt(name(t))}</p>
      <p className="text-xl">{words.huntsYou(name(h))}</p>
      <p className="text-lg text-stone-700 dark:text-stone-300">{words.setAside(me[lang])}</p>
    </div>
  );
}
