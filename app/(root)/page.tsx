import Link from "next/link";
import { LanguageRedirect } from "./LanguageRedirect";

/** `/`: a first-time visitor goes to the browser's language, a returning one to their choice. */
export default function RootPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold">
        <span lang="ru">Настольный судья</span> · <span lang="en">Tabletop Referee</span>
      </h1>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link lang="ru" href="/ru" className="inline-flex min-h-11 items-center rounded-xl bg-accent-700 px-4 font-semibold text-white">
            Русский
          </Link>
        </li>
        <li>
          <Link lang="en" href="/en" className="inline-flex min-h-11 items-center rounded-xl bg-accent-700 px-4 font-semibold text-white">
            English
          </Link>
        </li>
      </ul>
      <LanguageRedirect />
    </div>
  );
}
