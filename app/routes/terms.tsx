import { LegalPage } from "~/components/legal-page";
import { metaFor } from "~/lib/meta";
import { useMessages } from "~/lib/settings";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (m) => ({ title: m.legal.terms.metaTitle, description: m.legal.terms.metaDescription }));

export default function Terms() {
  return <LegalPage text={useMessages().legal.terms} />;
}
