import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { appPath } from "@/lib/app-path";
import { PaintWhole } from "@/app/_components/PaintWhole";

export const metadata: Metadata = {
  title: "Tabletop Referee · Настольный судья",
  icons: { icon: appPath("/icons/icon-192.png"), apple: appPath("/icons/apple-touch-icon.png") },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#065f46" };

/** Root layout of the language-neutral pages: `/` (language redirect) and the offline fallback. */
export default function NeutralLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <body className="min-h-dvh">
        <PaintWhole />
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
