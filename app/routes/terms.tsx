import { LegalPage } from "~/components/legal-page";
import { legalMessages } from "~/lib/i18n/pages/legal";
import { metaFor } from "~/lib/meta";
import { usePageMessages } from "~/lib/settings";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.terms);

export default function Terms() {
  return <LegalPage text={usePageMessages(legalMessages).terms} />;
}
