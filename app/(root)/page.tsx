import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { languageRedirectScript } from "@/lib/i18n/redirect-script";
import { appPath, BASE_PATH } from "@/lib/app-path";

const linkClass = "inline-flex min-h-11 items-center rounded-xl bg-accent-700 px-4 font-semibold text-white";

/** `/`: a first-time visitor goes to the browser's language, a returning one to their choice.
 * A tiny inline script decides before any framework code runs (a static host cannot decide on
 * the server); without scripts a meta refresh goes to the default language; links stay as a fallback.
 * `npm run build` then strips the framework from this page and puts the script first
 * in <head> (lib/slim-html.mjs tinyRootPage): nothing else loads before the redirect. */
export default function RootPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <script dangerouslySetInnerHTML={{ __html: languageRedirectScript(BASE_PATH) }} />
      <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="0; url=${appPath(`/${DEFAULT_LOCALE}`)}">` }} />
      <h1 className="text-3xl font-bold">
        <span lang="ru">Настольный судья</span> · <span lang="en">Tabletop Referee</span>
      </h1>
      <ul className="flex flex-wrap gap-3">
        <li>
          <a lang="ru" href={appPath("/ru")} className={linkClass}>
            Русский
          </a>
        </li>
        <li>
          <a lang="en" href={appPath("/en")} className={linkClass}>
            English
          </a>
        </li>
      </ul>
    </div>
  );
}
