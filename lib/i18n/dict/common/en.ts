import type { Locale } from "@/lib/i18n/locales";
import type { PluralForms } from "@/lib/i18n/plural";
import { shellClient } from "@/lib/i18n/dict/shell-client";

export const en = {
  appName: "Tabletop Referee",
  appShortName: "Referee",
  appDescription: "Keeps the secret, judges, counts and deals hidden roles for real card games at the table.",
  skipToContent: "Skip to content",
  nav: { home: "Home", players: "Players", rules: "Rules", main: "Main navigation" },
  language: { label: "Language", switchTo: "Русский", switchToLang: "ru" as Locale },
  games: {
    eleusis: { name: "Eleusis", tagline: "A secret-keeping judge for the dealer: sealed rule, two-tap judging, scoring over a cycle." },
    cake: { name: "Piece of Cake", tagline: "Score calculator: rosettes for eaten slices, majorities for saved ones, checked counts." },
    pechenka: { name: "Pechenka", tagline: "Deals hidden roles to each player's own phone by QR, no server; scores every round." },
  },
  home: {
    title: "Tabletop Referee",
    lead: "The app does what people at a table do badly: keeping a secret, judging consistently, counting, and dealing hidden information to the right person only. The cards stay real.",
    open: "Open",
    rules: "Rules",
  },
  rulesPage: { houseRule: "House rule", backToGame: "Back to the game" },
  offline: {
    title: "You are offline",
    body: "This page was not saved for offline use. Pages you have opened once work without a network.",
    home: "Go to the home page",
  },
  notFound: { title: "Page not found", body: "There is no such page here.", home: "Go to the home page" },
  error: shellClient.en.error,
  update: { available: "An update is ready.", apply: "Update now", later: "Later", inGame: "It will be applied when you leave the game." },
  insecure: {
    title: "Limited mode",
    body: "This page was opened over plain HTTP on a network address, so offline use, installing the app and keeping the screen awake are off. Everything else works.",
    dismiss: "Got it",
  },
  dialog: shellClient.en.dialog,
  stepper: { decrease: "Decrease", increase: "Increase" },
  verdict: { right: "Right", wrong: "Wrong" },
  qr: { loading: "Drawing the code…", failed: "Could not draw the code.", alt: "QR code" },
  plural: {
    coin: { one: "coin", other: "coins" } as PluralForms,
    point: { one: "point", other: "points" } as PluralForms,
    player: { one: "player", other: "players" } as PluralForms,
    card: { one: "card", other: "cards" } as PluralForms,
  },
};

export type CommonDict = typeof en;
