/** The guess tester: a player's theory checked against the public layout only. */
export * from "./layout";
export * from "./check";
