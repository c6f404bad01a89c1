import { rulesRoute } from "@/app/_components/RulesRoute";

const route = rulesRoute("pechenka");

export const generateMetadata = route.generateMetadata;
export default route.RulesPage;
