// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, it } from "vitest";
import { store } from "@/lib/i18n/dict/store/client";
import { STORAGE_KEYS } from "@/lib/store/backend";
import { EMPTY_ROSTER, saveRoster, touchPlayers } from "@/lib/store/roster";

// counterpart to first-visit-no-zod: when a roster is stored, the picker still loads its
// reader on mount and offers the names.
beforeAll(() => store.load("en").then(() => undefined));
afterEach(cleanup);

it("RosterPicker with a stored roster offers its names", async () => {
  saveRoster(localStorage, touchPlayers(EMPTY_ROSTER, ["Xena"], 1));
  expect(localStorage.getItem(STORAGE_KEYS.roster)).not.toBeNull();
  const { RosterPicker } = await import("@/app/_components/store/RosterPicker");
  render(<RosterPicker lang="en" onChange={() => {}} />);
  await screen.findByRole("button", { name: "+ Xena" });
});
