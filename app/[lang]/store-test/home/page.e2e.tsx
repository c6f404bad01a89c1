// Test-only route: built only when E2E_TEST_PAGES=1 (next.config.mjs pageExtensions), never shipped.
// The home page's list of games, with the store's test game as the definition its records are
// checked and exported with (on the real home page a tally record is rightly a damaged cake game).
import { localeFrom } from "@/app/_components/locale-params";
import { GAMES } from "@/lib/games";
import type { GameKind } from "@/lib/games";
import { common } from "@/lib/i18n/dict/common";
import { Dictionaries } from "@/app/_components/Dictionaries";
import { TallyHome } from "../TallyHome";

export default async function StoreTestHomePage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const names = Object.fromEntries(GAMES.map((g) => [g.kind, common[lang].games[g.kind].name])) as Record<GameKind, string>;
  return (
    <Dictionaries lang={lang} areas={["store"]}>
      <TallyHome lang={lang} gameNames={names} />
    </Dictionaries>
  );
}
