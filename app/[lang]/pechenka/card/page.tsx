import type { Metadata } from "next";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card";
import { localeFrom } from "@/app/_components/locale-params";
import { PhoneCard } from "./PhoneCard";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: pechenkaCard[lang].title, robots: { index: false }, referrer: "no-referrer" };
}

/** The page a player's phone opens from the QR: the role travels in the fragment only. */
export default async function PechenkaCardPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return (
    <Dictionaries lang={lang} areas={["pechenka-card"]}>
      <PhoneCard pathLang={lang} />
    </Dictionaries>
  );
}
