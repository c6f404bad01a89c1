import { rulesRoute } from "@/app/_components/RulesRoute";
import { cakeRules } from "@/lib/i18n/dict/rules-cake";

const route = rulesRoute(cakeRules, "cake");

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
