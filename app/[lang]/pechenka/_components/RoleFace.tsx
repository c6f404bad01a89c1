import type { PlayerCount, RoleId, RoleNames } from "@/lib/pechenka/roles";
import { hunter, roleInfo, roleLabel, target } from "@/lib/pechenka/roles";

/** A role as a player sees it: symbol, name, whom you hunt, who hunts you, the card to set aside. */
export function RoleFace({
  role,
  players,
  words,
}: {
  role: RoleId;
  players: PlayerCount;
  words: { roles: RoleNames; youHunt: (r: string) => string; huntsYou: (r: string) => string; setAside: (r: string) => string };
}) {
  const me = roleInfo(role);
  const myName = words.roles[role];
  const t = target(role, players);
  const h = hunter(role, players);
  const name = (r: RoleId | null) => (r === null ? "—" : roleLabel(r, words.roles));
  return (
    <div className="flex flex-col items-center gap-2">
      {/* 37's symbol is its name: shown once. */}
      {me.symbol !== myName ? (
        <p aria-hidden="true" className="text-6xl font-bold">
          {me.symbol}
        </p>
      ) : null}
      <p className={`${me.symbol === myName ? "text-6xl" : "text-4xl"} font-extrabold`} data-testid="role-name">
        {myName}
      </p>
      <p className="text-xl">{words.youHunt(name(t))}</p>
      <p className="text-xl">{words.huntsYou(name(h))}</p>
      <p className="text-lg text-stone-700 dark:text-stone-300">{words.setAside(myName)}</p>
    </div>
  );
}
