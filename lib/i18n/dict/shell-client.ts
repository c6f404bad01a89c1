import type { Locale } from "../locales";

/** The few shell strings that client-only screens (error boundaries, dialogs) need. Kept apart from
 * `common` so that every route's first-load JavaScript does not carry the whole shell dictionary. */
const en = {
  error: { title: "Something went wrong", body: "Your games are saved on this device. Try again.", retry: "Try again", home: "Go to the home page" },
  dialog: { confirm: "Confirm", cancel: "Cancel" },
};

export type ShellClientDict = typeof en;

const ru: ShellClientDict = {
  error: { title: "Что-то пошло не так", body: "Ваши игры сохранены на этом устройстве. Попробуйте ещё раз.", retry: "Попробовать снова", home: "На главную" },
  dialog: { confirm: "Подтвердить", cancel: "Отмена" },
};

export const shellClient: Record<Locale, ShellClientDict> = { ru, en };
