import type { Locale } from "../locales";
import type { PluralForms } from "../plural";
import { shellClient } from "./shell-client";

const en = {
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

const ru: CommonDict = {
  appName: "Настольный судья",
  appShortName: "Судья",
  appDescription: "Хранит тайну, судит, считает очки и раздаёт скрытые роли для настоящих карточных игр за столом.",
  skipToContent: "Перейти к содержимому",
  nav: { home: "Главная", players: "Игроки", rules: "Правила", main: "Основная навигация" },
  language: { label: "Язык", switchTo: "English", switchToLang: "en" },
  games: {
    eleusis: { name: "Элевзис", tagline: "Судья для сдающего: запечатанное правило, приговор в два касания, подсчёт очков за полный круг." },
    cake: { name: "Кусочек торта", tagline: "Калькулятор очков: розочки за съеденное, большинство за отложенное, проверка по числу кусочков." },
    pechenka: { name: "Печенька", tagline: "Раздаёт тайные роли на телефон каждого игрока по QR-коду без сервера и считает очки раунда." },
  },
  home: {
    title: "Настольный судья",
    lead: "Приложение делает то, что людям за столом даётся плохо: хранит тайну, судит одинаково, считает и раздаёт скрытое ровно тому, кому нужно. Карты остаются настоящими.",
    open: "Открыть",
    rules: "Правила",
  },
  rulesPage: { houseRule: "Правило стола", backToGame: "Назад к игре" },
  offline: {
    title: "Нет сети",
    body: "Эта страница не сохранена для работы без сети. Страницы, открытые хотя бы раз, работают без сети.",
    home: "На главную",
  },
  notFound: { title: "Страница не найдена", body: "Такой страницы здесь нет.", home: "На главную" },
  error: shellClient.ru.error,
  update: { available: "Готово обновление.", apply: "Обновить", later: "Позже", inGame: "Оно применится, когда вы выйдете из игры." },
  insecure: {
    title: "Ограниченный режим",
    body: "Страница открыта по обычному HTTP с сетевого адреса, поэтому работа без сети, установка приложения и запрет гасить экран выключены. Всё остальное работает.",
    dismiss: "Понятно",
  },
  dialog: shellClient.ru.dialog,
  stepper: { decrease: "Меньше", increase: "Больше" },
  verdict: { right: "Верно", wrong: "Неверно" },
  qr: { loading: "Рисуем код…", failed: "Не удалось нарисовать код.", alt: "QR-код" },
  plural: {
    coin: { one: "монета", few: "монеты", many: "монет", other: "монеты" },
    point: { one: "очко", few: "очка", many: "очков", other: "очка" },
    player: { one: "игрок", few: "игрока", many: "игроков", other: "игрока" },
    card: { one: "карта", few: "карты", many: "карт", other: "карты" },
  },
};

export const common: Record<Locale, CommonDict> = { ru, en };
