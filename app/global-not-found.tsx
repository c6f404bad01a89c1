import type { Metadata } from "next";
import "./globals.css";
import { BilingualNotice } from "./_components/BilingualNotice";
import { PaintWhole } from "./_components/PaintWhole";

export const metadata: Metadata = { title: "404 · Tabletop Referee" };

export default function GlobalNotFound() {
  return (
    <html lang="ru">
      <body className="min-h-dvh">
        <PaintWhole />
        <main id="main">
          <BilingualNotice kind="notFound" />
        </main>
      </body>
    </html>
  );
}
