/** Every language route with a piece of text that only that route shows (a fallback page must not pass). */
export const ROUTES: { path: string; text: RegExp }[] = [
  { path: "/en", text: /does what people at a table do badly/ },
  { path: "/ru", text: /делает то, что людям за столом/ },
  { path: "/en/eleusis/rules", text: /Eleusis/ },
  { path: "/ru/eleusis/rules", text: /Элевзис/ },
  { path: "/en/eleusis/rules/new-eleusis", text: /prophet/ },
  { path: "/ru/eleusis/rules/new-eleusis", text: /пророк/ },
  { path: "/en/cake/rules", text: /Piece of Cake/ },
  { path: "/ru/cake/rules", text: /Кусочек торта/ },
  { path: "/en/pechenka/rules", text: /Pechenka|Cookie/ },
  { path: "/ru/pechenka/rules", text: /Печенька/ },
  { path: "/en/players", text: /Names typed once are offered/ },
  { path: "/ru/players", text: /Имена, введённые один раз/ },
];

/** Routes whose own heading is checked offline: every route in the app. Game helpers add theirs. */
export const GAME_ROUTES: { path: string; heading: RegExp }[] = [
  { path: "/en/eleusis", heading: /Eleusis/ },
  { path: "/ru/eleusis", heading: /Элевзис/ },
  { path: "/en/eleusis/verify", heading: /Verify a sealed Eleusis rule/ },
  { path: "/ru/eleusis/verify", heading: /Проверка запечатанного правила/ },
  { path: "/en/cake", heading: /Piece of Cake/ },
  { path: "/ru/cake", heading: /Кусочек торта/ },
  { path: "/en/cake/play", heading: /Piece of Cake/ },
  { path: "/ru/cake/play", heading: /Кусочек торта/ },
  { path: "/en/pechenka", heading: /Pechenka/ },
  { path: "/ru/pechenka", heading: /Печенька/ },
  // The phone page speaks the page's language; without a link it says so.
  { path: "/en/pechenka/card", heading: /This link does not work/ },
  { path: "/ru/pechenka/card", heading: /Ссылка не работает/ },
  { path: "/en/eleusis/workshop", heading: /Rule workshop/ },
  { path: "/ru/eleusis/workshop", heading: /Мастерская правил/ },
  { path: "/en/handover", heading: /Receive a game/ },
  { path: "/ru/handover", heading: /Принять игру/ },
];
