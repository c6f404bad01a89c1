import { rulesRoute } from "@/app/_components/RulesRoute";

const route = rulesRoute("cake");

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
