// Loaded only when someone taps "Share as a picture" or "Log in BG Stats".
import { deliverFile } from "@/app/_components/store/deliver-file";
import { BGG_NAMES, bgStatsLink } from "@/lib/bgstats/link";
import { common } from "@/lib/i18n/dict/common/client";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import type { Locale } from "@/lib/i18n/locales";
import type { PlayResult } from "@/lib/results/play";
import { cakeResults, eleusisResult, pechenkaResult } from "@/lib/results/play";
import { drawPicture, PICTURE_WIDTH, pictureHeight } from "@/lib/share/picture";
import type { CakeState } from "@/lib/cake/session";
import type { EleusisState } from "@/lib/eleusis/session";
import type { PechenkaState } from "@/lib/pechenka/session";
import type { SessionRecord } from "@/lib/store/types";

export type Pick = { game: number } | { series: true } | { whole: true };

/** The result a button stands for, e.g. game 2 of a cake series. */
export function resultOf(record: SessionRecord, pick: Pick): PlayResult | null {
  switch (record.kind) {
    case "cake": {
      const all = cakeResults(record, record.state as CakeState);
      return "series" in pick ? (all.find((r) => r.series) ?? null) : "game" in pick ? (all.find((r) => r.game === pick.game) ?? null) : null;
    }
    case "pechenka":
      return pechenkaResult(record, record.state as PechenkaState);
    case "eleusis":
      return eleusisResult(record, record.state as EleusisState);
    default:
      return null;
  }
}

/** The PNG of a result. */
export async function pictureOf(lang: Locale, result: PlayResult): Promise<Blob | null> {
  const t = handoverDict[lang].picture;
  const canvas = document.createElement("canvas");
  canvas.width = PICTURE_WIDTH;
  canvas.height = pictureHeight(result);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const date = new Date(result.at).toLocaleDateString(lang, { day: "numeric", month: "long", year: "numeric" });
  const what = result.series ? t.series : result.game !== null ? t.game(result.game) : result.kind === "eleusis" ? t.cycle : t.final;
  drawPicture(ctx, result, {
    title: common[lang].games[result.kind].name,
    subtitle: `${what} · ${date}`,
    place: (rank, shared) => `${rank}${shared ? "=" : "."}`,
    winner: t.winner,
    chart: t.chart,
    footer: t.footer,
  });
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), "image/png"));
}

/** Shares the picture through the phone's share sheet, or downloads it where files cannot be shared; false when it cannot be drawn. */
export async function sharePicture(lang: Locale, result: PlayResult): Promise<"shared" | "downloaded" | "cancelled" | false> {
  const blob = await pictureOf(lang, result);
  if (!blob) return false;
  const name = `${BGG_NAMES[result.kind].toLowerCase().replace(/\s+/g, "-")}-${new Date(result.at).toISOString().slice(0, 10)}.png`;
  return deliverFile(name, blob, common[lang].games[result.kind].name);
}

export { bgStatsLink };
