import type { LinkErrorCode } from "@/lib/pechenka/link";
import type { RoleNames } from "@/lib/pechenka/roles";
import type { CameraProblem } from "@/lib/scan/camera";

// The phone page's words only: this ships to every player's phone, so it stays small.

export const en = {
  /** Role names (seed 001), by the role ids of lib/pechenka/roles.ts. */
  roles: { cookie: "Cookie", blue: "Blue", strontium: "Strontium", n37: "37", persians: "Persians", cosine: "Cosine" } satisfies RoleNames,
  title: "Your role",
  loading: "Reading the link…",
  round: (k: number, n: number) => `Round ${k} of ${n}`,
  hold: "Press and hold to see your role",
  holdHint: "Release to hide it. Nobody else should see the screen.",
  show: "Show my role",
  hide: "Hide my role",
  youHunt: (r: string) => `You hunt: ${r}`,
  huntsYou: (r: string) => `${r} hunts you`,
  setAside: (r: string) => `Set your “${r}” card aside`,
  next: "Next round",
  back: "Previous round",
  confirmNext: (k: number) => `Has the table started round ${k}?`,
  confirmNextBody: "Move on only when the first-player token moves.",
  yes: "Yes, move on",
  cancel: "Cancel",
  outdatedTitle: "This link is out of date",
  outdated: (deal: number) => `The roles were dealt again and this phone has already opened the newer code (deal ${deal}). Use that one, or ask the host to show your code again.`,
  errorTitle: "This link does not work",
  errors: {
    empty: "The link has no role in it. Scan the code again, or ask the host for your link.",
    tooLong: "This is not a Pechenka link. Scan the code again.",
    notBase64: "The link has been altered or copied with mistakes. Scan the code again.",
    truncated: "The link is cut short: part of it is missing. Scan the code again or copy the whole link.",
    unsupportedVersion: "This link was made by a different version of the app. Ask the host to show the code again.",
    checksum: "This link was changed or mistyped: its check does not match. Scan the code again.",
    invalid: "The link is damaged. Scan the code again.",
  } satisfies Record<LinkErrorCode, string>,
  offlineNote: "Works without a network once opened.",
  offlineOff: "Keep this page open: over this connection it cannot be opened again without a network.",
  scan: {
    open: "Scan a code",
    heading: "Scan your code",
    close: "Close the camera",
    retry: "Try the camera again",
    video: "Camera view",
    opening: "Opening the camera…",
    aim: "Point the camera at your code on the host's phone. Hold still until it is read.",
    packageDecoder: "This browser has no built-in code reader: the app reads the code itself (a little slower).",
    camera: {
      denied: "The camera was not allowed. Allow it in the browser's site settings and try again, or paste your link below, or ask the host to show your code again.",
      absent: "No camera was found on this device. Paste your link below, or ask the host for your link.",
      busy: "The camera is in use by another app. Close that app and try again, or paste your link below.",
      insecure: "The camera works only over HTTPS (or on localhost). Paste your link below, or ask the host for your link.",
      failed: "The camera could not be opened. Try again, or paste your link below.",
    } satisfies Record<CameraProblem, string>,
    notOurs: "This code is not a link of this app. Nothing was opened; scan your code on the host's phone.",
    notCard: "This code is of this app, but it is not a player's Pechenka card. Nothing was opened.",
    otherSite: (host: string) => `This code leads to another site (${host}), not to this app. Nothing was opened.`,
    badCard: "This card link does not work, so nothing was opened:",
    pasteLabel: "Or paste your link",
    pasteOpen: "Open",
  },
};

export type PechenkaCardDict = typeof en;
