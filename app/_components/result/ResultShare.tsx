"use client";

import { useState } from "react";
import { Button } from "@/app/_components/Button";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";
import type { SessionRecord } from "@/lib/store/types";
import type { Pick } from "./share-actions";

/** "Share as a picture" and "Log in BG Stats" for one finished result; the code loads on the tap. */
export function ResultShare({ lang, record, pick }: { lang: Locale; record: SessionRecord; pick: Pick }) {
  const t = store[lang].result;
  const [problem, setProblem] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const load = () => import("./share-actions");
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={async () => {
            setProblem(null);
            setDownloaded(false);
            const m = await load();
            const result = m.resultOf(record, pick);
            const how = result ? await m.sharePicture(lang, result) : false;
            if (!how) setProblem(t.failed);
            // No Web Share with files here (e.g. Firefox on a computer): said, not silent.
            setDownloaded(how === "downloaded");
          }}
        >
          {t.picture}
        </Button>
        {"series" in pick ? null : (
          <Button
            variant="secondary"
            onClick={async () => {
              setProblem(null);
              const m = await load();
              const result = m.resultOf(record, pick);
              const link = result ? m.bgStatsLink(result) : null;
              if (link?.ok) window.open(link.url, "_blank", "noopener");
              else if (link && link.error === "tooLong") setProblem(t.tooLong(link.length ?? 0));
              else setProblem(t.failed);
            }}
          >
            {"game" in pick ? t.bgStatsGame(pick.game) : t.bgStats}
          </Button>
        )}
      </div>
      {problem ? <p role="alert" className="text-bad">{problem}</p> : null}
      {downloaded ? <p role="status" data-testid="share-downloaded">{store[lang].degraded.downloaded}</p> : null}
    </div>
  );
}
