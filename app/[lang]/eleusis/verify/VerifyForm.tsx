"use client";

import { useEffect, useState } from "react";
import { Button } from "@/app/_components/Button";
import { useEarlyInput, useHydrated } from "@/app/_components/hydration";
import { fingerprint, shellCommand } from "@/lib/eleusis/commitment";
import type { VerifyFields as Fields, VerifyResult } from "@/lib/forms/verify";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import type { Locale } from "@/lib/i18n/locales";
import { useHash } from "../_components/use-hash";

/** The schema of the link and the fields (zod): fetched as the page hydrates, awaited by a check. */
const loadSchema = () => import("@/lib/forms/verify");

type Checked = { r: VerifyResult; rule: string; salt: string };

/** Recomputes the commitment with the pure-JS SHA-256 (works over plain HTTP on any phone). */
export function VerifyForm({ lang }: { lang: Locale }) {
  const hash = useHash();
  // A verify link fills the fields and checks them at once; the fields are remounted for it.
  const [link, setLink] = useState<{ hash: string; fields: Fields; result: Checked } | null>(null);
  useEffect(() => {
    // Opened without a link: nothing to read, and the schema (zod) waits for "Check".
    if (hash.replace(/^#/, "") === "") return;
    let live = true;
    void loadSchema().then(({ parseVerifyFragment, verify }) => {
      const parsed = parseVerifyFragment(hash);
      if (!live) return;
      if (!parsed.ok) return setLink(null);
      const fields = parsed.value;
      setLink({ hash, fields, result: { r: verify(fields), rule: fields.rule, salt: fields.salt } });
    });
    return () => {
      live = false;
    };
  }, [hash]);
  // A link read for an earlier hash (the fragment since removed) no longer fills the fields.
  const shown = link?.hash === hash ? link : null;
  return <VerifyFields key={shown?.hash ?? ""} lang={lang} fromLink={shown} />;
}

function VerifyFields({ lang, fromLink }: { lang: Locale; fromLink: { fields: Fields; result: Checked } | null }) {
  const t = eleusisDict[lang].verify;
  const hydrated = useHydrated();
  const [rule, setRule] = useState(fromLink?.fields.rule ?? "");
  const [salt, setSalt] = useState(fromLink?.fields.salt ?? "");
  const [expected, setExpected] = useState(fromLink?.fields.expected ?? "");
  const [result, setResult] = useState<Checked | null>(fromLink?.result ?? null);
  const ruleRef = useEarlyInput<HTMLTextAreaElement>(rule, setRule);
  const saltRef = useEarlyInput<HTMLInputElement>(salt, setSalt);
  const expectedRef = useEarlyInput<HTMLInputElement>(expected, setExpected);

  const field = "rounded-lg border border-stone-300 bg-white p-2 font-mono text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100";
  return (
    <form
      className="flex flex-col gap-3"
      data-hydrated={hydrated}
      onSubmit={(e) => {
        e.preventDefault();
        void loadSchema().then(({ verify }) => setResult({ r: verify({ rule, salt, expected }), rule, salt }));
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t.rule}</span>
        <textarea ref={ruleRef} rows={3} value={rule} onChange={(e) => setRule(e.target.value)} spellCheck={false} autoCapitalize="off" className={field} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t.salt}</span>
        <input ref={saltRef} value={salt} onChange={(e) => setSalt(e.target.value)} spellCheck={false} autoCapitalize="off" autoComplete="off" className={`min-h-11 ${field}`} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t.expected}</span>
        <input ref={expectedRef} value={expected} onChange={(e) => setExpected(e.target.value)} spellCheck={false} autoCapitalize="off" autoComplete="off" className={`min-h-11 ${field}`} />
      </label>
      <div>
        {/* Disabled until hydrated: a tap before would submit the form natively and reload the page. */}
        <Button type="submit" disabled={!hydrated}>{t.check}</Button>
      </div>
      {result ? (
        result.r.ok ? (
          <div role="status" className="flex flex-col gap-2" data-testid="verify-result" data-match={result.r.value.matches}>
            <p className={`rounded-xl px-4 py-3 text-xl font-bold text-white ${result.r.value.matches ? "bg-ok" : "bg-bad"}`}>
              <span aria-hidden="true">{result.r.value.matches ? "✓ " : "✗ "}</span>
              {result.r.value.matches ? t.match : t.noMatch}
            </p>
            <p>
              {t.computedFp}: <strong className="font-mono text-lg" data-testid="computed-fingerprint">{fingerprint(result.r.value.hash)}</strong>
            </p>
            <p className="break-all">
              {t.computed}: <code className="text-sm">{result.r.value.hash}</code>
            </p>
            <p>{t.shell}</p>
            <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-sm text-stone-900">{shellCommand(result.rule, result.salt.trim().toLowerCase())}</pre>
          </div>
        ) : (
          <p role="alert" className="font-semibold text-bad">
            {t.errors[result.r.error]}
          </p>
        )
      ) : null}
    </form>
  );
}
