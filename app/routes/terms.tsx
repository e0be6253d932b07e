import { LegalPage } from "~/components/legal-page";
import { shippingTerms } from "~/features/shop";
import { readingPage } from "~/lib/page-scripts";
import { useLocale, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { legalMessages } from "~/texts/pages/legal";
import type { Route } from "./+types/terms";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.terms);

export default function Terms() {
  return <LegalPage text={useTexts(legalMessages).terms} values={shippingTerms(useLocale())} />;
}
