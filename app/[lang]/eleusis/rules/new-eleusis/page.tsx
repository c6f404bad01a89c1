import { rulesRoute } from "@/app/_components/RulesRoute";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import { newEleusisRulesDoc } from "@/lib/i18n/dict/rules-new-eleusis";

// New Eleusis has its own rules page; the classic rules link here and back.
const route = rulesRoute("eleusis", {
  doc: async (lang) => newEleusisRulesDoc[lang],
  related: { path: "/eleusis/rules", label: (lang) => eleusisDict[lang].rulesLink },
});

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
