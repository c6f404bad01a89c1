import { common } from "@/lib/i18n/dict/common";
import { LOCALES } from "@/lib/i18n/locales";
import { appPath } from "@/lib/app-path";

type NoticeKey = "notFound" | "offline";

/** A notice for pages that cannot know the visitor's language (404, offline fallback): both languages. */
export function BilingualNotice({ kind }: { kind: NoticeKey }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
      {LOCALES.map((lang) => {
        const t = common[lang][kind];
        return (
          <section key={lang} lang={lang} className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold">{t.title}</h1>
            <p className="text-lg">{t.body}</p>
            <p>
              <a href={appPath(`/${lang}`)} className="inline-flex min-h-11 items-center rounded-xl bg-accent-700 px-4 font-semibold text-white">
                {t.home}
              </a>
            </p>
          </section>
        );
      })}
    </div>
  );
}
