import { LegalPage } from "~/components/legal-page";
import { readingPage } from "~/lib/page-scripts";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { legalMessages } from "~/texts/pages/legal";
import type { Route } from "./+types/privacy";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.privacy);

export default function Privacy() {
  return <LegalPage text={useTexts(legalMessages).privacy} />;
}
