import { LegalPage } from "~/components/legal-page";
import { metaFor } from "~/lib/meta";
import { useMessages } from "~/lib/settings";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (m) => ({ title: m.legal.privacy.metaTitle, description: m.legal.privacy.metaDescription }));

export default function Privacy() {
  return <LegalPage text={useMessages().legal.privacy} />;
}
