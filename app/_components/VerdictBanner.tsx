/** The dealer's verdict, large: colour, word and icon together so it never depends on colour alone. */
export function VerdictBanner({ verdict, word, detail }: { verdict: "right" | "wrong"; word: string; detail?: string }) {
  const right = verdict === "right";
  return (
    <div
      role="status"
      aria-live="assertive"
      data-verdict={verdict}
      className={`flex items-center gap-4 rounded-2xl px-5 py-4 text-white ${right ? "bg-ok" : "bg-bad"}`}
    >
      <span aria-hidden="true" className="text-5xl font-black leading-none">
        {right ? "✓" : "✗"}
      </span>
      <span className="flex flex-col">
        <span className="text-3xl font-black uppercase tracking-wide">{word}</span>
        {detail ? <span className="text-base font-medium">{detail}</span> : null}
      </span>
    </div>
  );
}
