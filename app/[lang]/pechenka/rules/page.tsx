import { rulesRoute } from "@/app/_components/RulesRoute";
import { pechenkaRules } from "@/lib/i18n/dict/rules-pechenka";

const route = rulesRoute(pechenkaRules, "pechenka");

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
