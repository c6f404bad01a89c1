// Test-only route: built only when E2E_TEST_PAGES=1 (next.config.mjs pageExtensions), never shipped.
import { localeFrom } from "@/app/_components/locale-params";
import { TallyScreen } from "./TallyScreen";

export default async function StoreTestPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return <TallyScreen lang={lang} />;
}
