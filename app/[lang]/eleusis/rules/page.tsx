import { rulesRoute } from "@/app/_components/RulesRoute";

const route = rulesRoute("eleusis");

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
