// Test-only route: built only when E2E_TEST_PAGES=1 (next.config.mjs pageExtensions), never shipped.
import { localeFrom } from "@/app/_components/locale-params";
import { TallyScreen } from "./TallyScreen";
import { Dictionaries } from "@/app/_components/Dictionaries";

export default async function StoreTestPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeFrom(params);
  return (
    <Dictionaries lang={lang} areas={["store"]}>
      <TallyScreen lang={lang} />
    </Dictionaries>
  );
}
