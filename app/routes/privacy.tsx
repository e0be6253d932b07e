import { LegalPage } from "~/components/legal-page";
import { legalMessages } from "~/lib/i18n/pages/legal";
import { metaFor } from "~/lib/meta";
import { usePageMessages } from "~/lib/settings";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) => metaFor(args, legalMessages, (m) => m.privacy);

export default function Privacy() {
  return <LegalPage text={usePageMessages(legalMessages).privacy} />;
}
