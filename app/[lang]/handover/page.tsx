import type { Metadata } from "next";
import { handoverDict } from "@/lib/i18n/dict/handover";
import { localeFrom } from "@/app/_components/locale-params";
import { EARLY_HASHES_SCRIPT, ReceiveHandover } from "./ReceiveHandover";
import { Dictionaries } from "@/app/_components/Dictionaries";

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = await localeFrom(params);
  return { title: handoverDict[lang].take.title, robots: { index: false }, referrer: "no-referrer" };
}

/** The page a handover code opens on the receiving phone; the game travels in the fragment only. */
export default async function HandoverPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  const t = handoverDict[lang].take;
  return (
    <div className="flex flex-col gap-4">
      {/* Before any framework code: keeps every code opened while the page boots (see ReceiveHandover). */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_HASHES_SCRIPT }} />
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p>{t.lead}</p>
      <Dictionaries lang={lang} areas={["common", "handover"]}>
        <ReceiveHandover lang={lang} />
      </Dictionaries>
    </div>
  );
}
