import { LegalPage } from "~/components/legal-page";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { legalMessages } from "~/texts/pages/legal";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.privacy);

export default function Privacy() {
  return <LegalPage text={useTexts(legalMessages).privacy} />;
}
