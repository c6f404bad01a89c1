import type { Metadata } from "next";
import { ComingSoon } from "@/app/_components/ComingSoon";
import { common } from "@/lib/i18n/dict/common";
import { localeFrom } from "@/lib/i18n/params";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: common[lang].games.cake.name };
}

export default async function CakePage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return <ComingSoon lang={lang} game="cake" />;
}
