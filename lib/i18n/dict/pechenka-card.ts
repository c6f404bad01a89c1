// The phone page's words only: this ships to every player's phone, so it stays small.
import type { Locale } from "../locales";
import type { LinkErrorCode } from "@/lib/pechenka/link";

const en = {
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
    checksum: "The link has been altered: its check does not match. Scan the code again.",
    invalid: "The link is damaged. Scan the code again.",
  } satisfies Record<LinkErrorCode, string>,
  offlineNote: "Works without a network once opened.",
};

export type PechenkaCardDict = typeof en;

const ru: PechenkaCardDict = {
  title: "Ваша роль",
  loading: "Читаю ссылку…",
  round: (k, n) => `Раунд ${k} из ${n}`,
  hold: "Нажмите и держите, чтобы увидеть роль",
  holdHint: "Отпустите — роль скроется. Экран не должен видеть никто другой.",
  show: "Показать мою роль",
  hide: "Скрыть мою роль",
  youHunt: (r) => `Вы охотитесь на: ${r}`,
  huntsYou: (r) => `На вас охотится: ${r}`,
  setAside: (r) => `Отложите свою карту «${r}»`,
  next: "Следующий раунд",
  back: "Предыдущий раунд",
  confirmNext: (k) => `Стол уже начал раунд ${k}?`,
  confirmNextBody: "Переходите, только когда жетон первого игрока передан дальше.",
  yes: "Да, дальше",
  cancel: "Отмена",
  outdatedTitle: "Эта ссылка устарела",
  outdated: (deal) => `Роли раздали заново, и на этом телефоне уже открыт новый код (раздача ${deal}). Пользуйтесь им или попросите ведущего показать ваш код ещё раз.`,
  errorTitle: "Ссылка не работает",
  errors: {
    empty: "В ссылке нет роли. Отсканируйте код ещё раз или попросите у ведущего вашу ссылку.",
    tooLong: "Это не ссылка «Печеньки». Отсканируйте код ещё раз.",
    notBase64: "Ссылка изменена или скопирована с ошибками. Отсканируйте код ещё раз.",
    truncated: "Ссылка обрезана: части не хватает. Отсканируйте код ещё раз или скопируйте ссылку целиком.",
    unsupportedVersion: "Ссылку сделала другая версия приложения. Попросите ведущего показать код ещё раз.",
    checksum: "Ссылка изменена: проверка не сходится. Отсканируйте код ещё раз.",
    invalid: "Ссылка повреждена. Отсканируйте код ещё раз.",
  },
  offlineNote: "После первого открытия работает без сети.",
};

export const pechenkaCard: Record<Locale, PechenkaCardDict> = { ru, en };
