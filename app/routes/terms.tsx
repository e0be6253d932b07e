import { LegalPage } from "~/components/legal-page";
import { shippingTerms } from "~/features/shop";
import { useLocale, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { legalMessages } from "~/texts/pages/legal";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.terms);

export default function Terms() {
  return <LegalPage text={useTexts(legalMessages).terms} values={shippingTerms(useLocale())} />;
}
