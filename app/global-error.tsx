"use client";

import { ErrorPanel } from "./_components/ErrorPanel";

/** Last-resort error page: it cannot know the language, so it speaks both.
 * It imports no stylesheet: it only ever replaces a page in the browser, whose stylesheet React keeps
 * in the head, and an import here put a second copy of the whole stylesheet into every page's HTML
 * (npm start inlines CSS), which pushed the HTML past one network round trip. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ru">
      <body className="min-h-dvh">
        <main id="main" className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-10">
          <ErrorPanel lang="ru" reset={reset} />
          <ErrorPanel lang="en" reset={reset} headingLevel={2} />
        </main>
      </body>
    </html>
  );
}
