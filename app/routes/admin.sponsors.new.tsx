import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { emptySponsor, SponsorForm } from "~/features/association/components/sponsor-form";
import { createSponsor, readSponsorForm } from "~/features/association/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import type { Route } from "./+types/admin.sponsors.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, sponsorsMessages, (m) => [m.form.metaNew, m.admin.metaDescription]);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const result = await readSponsorForm(request, config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  await createSponsor(db, result.input, new Date());
  const toast = getTexts(context, sponsorsMessages).admin.created;
  return redirectWithToast(config, pathFor(context, "/admin/sponsors"), {
    ...toast,
    description: format(toast.description, { name: result.input.name }),
  });
}

export default function NewSponsor({ actionData }: Route.ComponentProps) {
  const m = useTexts(sponsorsMessages).form;
  const path = usePath();
  return (
    <section>
      <PageHeader title={m.newTitle} back={{ to: path("/admin/sponsors"), label: m.back }} />
      <div className="mt-6">
        <SponsorForm
          mode="create"
          values={{ ...emptySponsor, ...actionData?.values }}
          errors={actionData?.errors}
        />
      </div>
    </section>
  );
}
