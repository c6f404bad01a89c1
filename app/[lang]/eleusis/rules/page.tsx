import { rulesRoute } from "@/app/_components/RulesRoute";
import { eleusisRules } from "@/lib/i18n/dict/rules-eleusis";

const route = rulesRoute(eleusisRules, "eleusis");

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
