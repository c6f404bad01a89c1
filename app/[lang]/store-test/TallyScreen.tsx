"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { downloadText } from "@/app/_components/store/deliver-file";
import { createSession } from "@/app/_components/store/createSession";
import { ImportSession } from "@/app/_components/store/ImportSession";
import { KeepAwake } from "@/app/_components/store/KeepAwake";
import { RecoveryScreen, SessionNotices } from "@/app/_components/store/RecoveryScreen";
import { MissingSession } from "@/app/_components/store/SessionGate";
import { RosterPicker } from "@/app/_components/store/RosterPicker";
import { useGameSession } from "@/app/_components/store/useGameSession";
import { useSessionIdFromUrl } from "@/app/_components/store/session-id";
import type { Locale } from "@/lib/i18n/locales";
import { exportSessionJson } from "@/lib/store/files";
import { newTally, tallyGame } from "@/tests/unit/store/tally";

/** A tiny scoring game used only by tests/e2e/store.spec.ts to exercise the store end to end. */
export function TallyScreen({ lang }: { lang: Locale }) {
  const id = useSessionIdFromUrl();
  const session = useGameSession(tallyGame, id);
  const [players, setPlayers] = useState<string[]>([]);

  if (id === null) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Tally (test game)</h1>
        <RosterPicker lang={lang} min={2} max={6} onChange={setPlayers} />
        <Button disabled={players.length < 2} onClick={() => { void createSession(tallyGame, newTally(players)).then((created) => { window.location.search = `?id=${created}`; }); }}>Start</Button>
        <ImportSession lang={lang} definitionFor={async () => tallyGame} />
      </section>
    );
  }
  switch (session.status) {
    case "loading":
      return <p>Loading…</p>;
    case "missing":
      return <MissingSession lang={lang} />;
    case "damaged":
      return <RecoveryScreen lang={lang} def={tallyGame} id={id ?? ""} problem={session.problem} />;
    case "ready":
    case "read-only":
    case "locked":
      return (
        <section className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold">Tally (test game)</h1>
          {session.notices ? <SessionNotices lang={lang} view={session} /> : null}
          <div inert={session.status === "read-only"} className="contents">
          <ul aria-label="Scores">
            {session.state.players.map((p, seat) => (
              <li key={p} className="flex items-center gap-2">
                <span>{`${p}: ${session.state.scores[seat]}`}</span>
                <Button variant="secondary" onClick={() => session.dispatch({ type: "score", seat, points: 1 })}>{`+1 ${p}`}</Button>
              </li>
            ))}
          </ul>
          <p>{session.state.finished ? "Finished" : "Playing"}</p>
          <p data-testid="save-state">{session.saving ? "saving" : session.unsaved ? "unsaved" : "saved"}</p>
          <p data-testid="writer">{session.status}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!session.canUndo} onClick={session.undo}>Undo</Button>
            <Button variant="secondary" onClick={() => session.dispatch({ type: "finish" })}>Finish</Button>
            <Button variant="secondary" onClick={() => session.dispatch({ type: "seal", secret: "odd cards only" })}>Seal</Button>
            <Button variant="secondary" onClick={() => downloadText(`tally-${id}.json`, exportSessionJson(tallyGame, session.session, Date.now()))}>Export</Button>
          </div>
          </div>
          <KeepAwake />
        </section>
      );
  }
}
