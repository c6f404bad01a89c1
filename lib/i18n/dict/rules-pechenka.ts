import type { Locale } from "@/lib/i18n/locales";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import { COINS, MAX_COINS_PER_ROUND } from "@/lib/pechenka/coins";

export const pechenkaRules: Record<Locale, RulesDoc> = {
  ru: {
    title: "Печенька",
    intro:
      "Игра GaGa Games (2015) для 4–6 игроков. Каждый раунд все тайно получают роли. Вы охотитесь за одной ролью, а другая охотится за вами: нужно вычислить, кто есть кто, ударить мечом свою цель и заслониться щитом от своего охотника.",
    sections: [
      {
        heading: "Цепочка охоты",
        paragraphs: [
          "Каждая роль охотится за следующей в цепочке и сама служит целью для предыдущей. Цепочка замкнута: последняя роль охотится за Печенькой.",
        ],
        table: [
          ["Игроков", "Цепочка"],
          ["4", "Печенька → Синий → Стронций → 37 → Печенька"],
          ["5", "Печенька → Синий → Стронций → 37 → Персы → Печенька"],
          ["6", "Печенька → Синий → Стронций → 37 → Персы → Косинус → Печенька"],
        ],
      },
      {
        heading: "Подготовка",
        paragraphs: [
          "Каждый получает комплект карт своего цвета: персонажи, которые участвуют в игре, а также Меч, Щит и Холм. Вчетвером из комплектов и из колоды ролей убирают Персов и Косинуса, впятером — только Косинуса. Вшестером из каждого комплекта убирают Холм.",
          "Монеты положите в общий запас, а подсказку с цепочкой для вашего числа игроков — в центр стола.",
          "Первым игроком становится тот, кто последним ел печенье; он получает жетон первого игрока.",
        ],
      },
      {
        heading: "Раунд и круги",
        paragraphs: [
          "В начале раунда перетасуйте колоду ролей и раздайте каждому по карте взакрытую. Свою роль никому не показывайте. Карту того же персонажа из своего комплекта отложите лицом вниз под карту роли: в этом раунде она не разыгрывается.",
          "Раунд состоит из стольких кругов, сколько игроков. В каждом круге все одновременно выкладывают по одной карте с руки лицом вниз — персонажа, Меч, Щит или Холм — и вскрывают их разом. Вскрытая карта остаётся лежать перед игроком лицом вверх и больше в этом раунде не разыгрывается.",
          "Сыгранный персонаж кое-что выдаёт: свою роль сыграть нельзя, значит, если Гомер выложил Печеньку, он точно не Печенька. С каждым кругом сведений становится больше.",
        ],
      },
      {
        heading: "Меч и Щит",
        paragraphs: [
          "Вскрытые Мечи и Щиты разыгрываются по очереди: начиная с первого игрока и дальше по часовой стрелке.",
          "Меч кладут перед игроком, которого вы считаете своей целью. Нельзя положить Меч перед тем, кто уже положил Щит перед вами.",
          "Щит кладут перед игроком, которого вы считаете своим охотником. Нельзя положить Щит перед тем, кто уже положил Меч перед вами.",
          "Пример. Первый игрок — Барт, за ним сидят Гомер, Мардж и Лиза. В одном круге Барт сыграл Меч, Гомер — Щит, Мардж — Меч, Лиза — Холм. Барт кладёт Меч перед Лизой. Гомер кладёт Щит перед Мардж. Теперь Мардж не может атаковать Гомера и кладёт Меч перед Бартом.",
        ],
        houseRule:
          "Меч и Щит нельзя класть перед собой. Один игрок может положить и Меч, и Щит перед одним и тем же соперником. Из двух карт, запрещающих друг друга, остаётся та, что легла первой, — вторую пришлось положить перед кем-то другим. Если в итогах раунда записаны обе, приложение спросит, какая легла первой и куда на самом деле ушла вторая.",
      },
      {
        heading: "Холм",
        paragraphs: [
          "Вместо персонажа, Меча или Щита можно выложить Холм: он ничего не сообщает соперникам. Но если сохранить Холм в руке до конца раунда, он принесёт монету. Вшестером Холма нет.",
        ],
      },
      {
        heading: "Подсчёт монет",
        paragraphs: [
          `В конце раунда роли открываются, и каждый получает монеты за каждое выполненное условие — всего до ${MAX_COINS_PER_ROUND} монет за раунд. Затем жетон первого игрока переходит к следующему игроку по часовой стрелке и начинается новый раунд.`,
        ],
        table: [
          ["За что", "Монеты"],
          ["Ваш Меч лежит перед игроком, чья роль — ваша цель", String(COINS.sword)],
          ["Ваш Щит лежит перед игроком, чья роль охотится за вами", String(COINS.shield)],
          ["Холм остался у вас в руке (только вчетвером и впятером)", String(COINS.hill)],
        ],
      },
      {
        heading: "Конец игры",
        paragraphs: [
          "Игра заканчивается, когда каждый побывал первым игроком: вчетвером — 4 раунда, впятером — 5, вшестером — 6. Побеждает тот, у кого больше всех монет. Ничья остаётся ничьей.",
        ],
      },
      {
        heading: "Что делает приложение",
        paragraphs: [
          "Сразу раздаёт роли на все раунды и передаёт каждому игроку его роли QR-кодом на его телефон (без сервера: роли едут внутри ссылки, которая не покидает телефон) или по очереди на этом устройстве. Каждый раунд показывает первого игрока и карты в игре. В конце раунда вы вводите, перед кем легли Мечи и Щиты и у кого остался холм; приложение проверяет, что так их можно было положить, затем открывает роли, считает монеты с объяснением каждой и ведёт общий счёт.",
        ],
      },
    ],
  },
  en: {
    title: "Pechenka",
    intro:
      "A game by GaGa Games (2015) for 4–6 players. Each round everyone gets a secret role. You hunt one role and another role hunts you: work out who is who, strike your target with your Sword and raise your Shield against your hunter.",
    sections: [
      {
        heading: "The hunting cycle",
        paragraphs: [
          "Each role hunts the next one in the cycle and is hunted by the one before it. The cycle closes: the last role hunts the Cookie.",
        ],
        table: [
          ["Players", "Cycle"],
          ["4", "Cookie → Blue → Strontium → 37 → Cookie"],
          ["5", "Cookie → Blue → Strontium → 37 → Persians → Cookie"],
          ["6", "Cookie → Blue → Strontium → 37 → Persians → Cosine → Cookie"],
        ],
      },
      {
        heading: "Setup",
        paragraphs: [
          "Everyone takes a set of cards in one colour: the characters in play, plus a Sword, a Shield and a Hill. With 4 players, remove the Persians and the Cosine from the sets and from the role deck; with 5, remove only the Cosine. With 6 players, remove the Hill from every set.",
          "Put the coins where everyone can reach them, and the reference card for your player count in the middle of the table.",
          "Whoever ate cookies most recently is the first player and takes the first-player token.",
        ],
      },
      {
        heading: "Rounds and circles",
        paragraphs: [
          "At the start of each round, shuffle the role deck and deal everyone one role face down. Keep yours secret. Take the card of that same character out of your set and put it face down under your role card: it is not played this round.",
          "A round has as many circles as there are players. In each circle everyone puts one card from their hand face down — a character, the Sword, the Shield or the Hill — and all reveal at once. A revealed card stays face up in front of its owner and cannot be played again this round.",
          "Playing a character gives something away: you can never play your own role, so if Homer plays the Cookie, Homer is not the Cookie. Every circle tells you a little more.",
        ],
      },
      {
        heading: "Sword and Shield",
        paragraphs: [
          "Revealed Swords and Shields are placed one at a time, starting with the first player and going clockwise.",
          "Sword: place it in front of the player you think is your target. You may not place it in front of a player who has already placed a Shield in front of you.",
          "Shield: place it in front of the player you think is hunting you. You may not place it in front of a player who has already placed a Sword in front of you.",
          "Example. Bart is first player, followed by Homer, Marge and Lisa. In one circle Bart plays a Sword, Homer a Shield, Marge a Sword and Lisa the Hill. Bart places his Sword on Lisa. Homer places his Shield on Marge. Now Marge may not attack Homer, so she places her Sword on Bart.",
        ],
        houseRule:
          "Nobody targets themself. One player may place both their Sword and their Shield in front of the same opponent. Of two cards that rule each other out, the one placed first stands — the other had to go to someone else. If an end-of-round entry has both, the app asks which was placed first and where the other one actually went.",
      },
      {
        heading: "The Hill",
        paragraphs: [
          "Instead of a character, Sword or Shield you may play the Hill: it tells your opponents nothing. But if you keep the Hill in your hand until the end of the round, it earns you a coin. There is no Hill with 6 players.",
        ],
      },
      {
        heading: "Scoring coins",
        paragraphs: [
          `At the end of the round the roles are revealed and everyone collects coins for each condition they meet — up to ${MAX_COINS_PER_ROUND} coins a round. Then the first-player token moves clockwise and a new round begins.`,
        ],
        table: [
          ["For", "Coins"],
          ["Your Sword lies in front of the player whose role is your target", String(COINS.sword)],
          ["Your Shield lies in front of the player whose role hunts you", String(COINS.shield)],
          ["Your Hill is still in your hand (4 or 5 players only)", String(COINS.hill)],
        ],
      },
      {
        heading: "End of the game",
        paragraphs: [
          "The game ends once everyone has been first player: 4 rounds with 4 players, 5 with 5, 6 with 6. Most coins wins. A tie stays a tie.",
        ],
      },
      {
        heading: "What the app does for you",
        paragraphs: [
          "It deals every round's roles at once and hands each player their own roles by a QR code for their phone (no server: the roles travel inside the link, which never leaves the phone), or by passing the device round. Each round it shows who is first player and the cards in play. At the end of a round you enter where the Swords and Shields went and who kept the Hill; the app checks that they could legally be placed there, then reveals the roles, counts the coins with the reason for each, and keeps the running score.",
        ],
      },
    ],
  },
};
