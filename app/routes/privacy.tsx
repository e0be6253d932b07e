import { LegalPage } from "~/components/legal-page";
import { legalMessages } from "~/lib/i18n/pages/legal";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.privacy);

export default function Privacy() {
  return <LegalPage text={useTexts(legalMessages).privacy} />;
}
