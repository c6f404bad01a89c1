import { rulesRoute } from "@/app/_components/RulesRoute";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis";

const route = rulesRoute("eleusis", { related: { path: "/eleusis/rules/new-eleusis", label: (lang) => newEleusisDict[lang].rulesLink } });

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
