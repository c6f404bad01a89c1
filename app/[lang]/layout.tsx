import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { SecureContextNotice } from "@/app/_components/SecureContextNotice";
import { ServiceWorkerClient } from "@/app/_components/ServiceWorkerClient";
import { SiteHeader } from "@/app/_components/SiteHeader";
import { common } from "@/lib/i18n/dict/common";
import { localeFrom, localeParams } from "@/app/_components/locale-params";
import { appPath } from "@/lib/app-path";
import { rememberLocaleScript } from "@/lib/i18n/redirect-script";
import { PaintWhole } from "@/app/_components/PaintWhole";

export const dynamicParams = false;
export const generateStaticParams = localeParams;

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  const t = common[lang];
  return {
    title: { default: t.appName, template: `%s · ${t.appName}` },
    description: t.appDescription,
    applicationName: t.appName,
    appleWebApp: { capable: true, title: t.appShortName, statusBarStyle: "default" },
    icons: { icon: appPath("/icons/icon-192.png"), apple: appPath("/icons/apple-touch-icon.png") },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#065f46" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = common[lang];
  return (
    <html lang={lang}>
      <body className="min-h-dvh">
        <PaintWhole />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-xl focus:bg-white focus:p-3 focus:text-stone-900">
          {t.skipToContent}
        </a>
        <SiteHeader lang={lang} />
        <main id="main" className="mx-auto w-full max-w-3xl px-3 py-5 sm:px-5">
          {children}
        </main>
        <SecureContextNotice labels={t.insecure} />
        <script dangerouslySetInnerHTML={{ __html: rememberLocaleScript(lang, appPath("/")) }} />
        <ServiceWorkerClient labels={t.update} />
      </body>
    </html>
  );
}
