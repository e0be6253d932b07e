import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { SponsorForm } from "~/features/association/components/sponsor-form";
import { editSponsor, getSponsorByParam, readSponsorForm } from "~/features/association/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { sponsorsMessages } from "~/texts/pages/sponsors";
import type { Route } from "./+types/admin.sponsors.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, sponsorsMessages, (m) => [m.form.metaEdit, m.admin.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const sponsor = await getSponsorByParam(context.get(appContext).db, params.id);
  if (!sponsor) throw data(null, { status: 404 });
  return {
    name: sponsor.name,
    values: {
      name: sponsor.name,
      link: sponsor.link ?? "",
      tier: sponsor.tier,
      activeFrom: sponsor.active_from ?? "",
      activeTo: sponsor.active_to ?? "",
      image: sponsor.logo,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const sponsor = await getSponsorByParam(db, params.id);
  if (!sponsor) throw data(null, { status: 404 });
  const result = await readSponsorForm(request, config, getLocale(context));
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: result.status });
  if (!(await editSponsor(db, sponsor.id, result.input, new Date()))) throw data(null, { status: 404 });
  const toast = getTexts(context, sponsorsMessages).admin.updated;
  return redirectWithToast(config, pathFor(context, "/admin/sponsors"), {
    ...toast,
    description: format(toast.description, { name: result.input.name }),
  });
}

export default function EditSponsor({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(sponsorsMessages).form;
  const path = usePath();
  return (
    <section>
      <PageHeader
        title={format(m.editTitle, { name: loaderData.name })}
        back={{ to: path("/admin/sponsors"), label: m.back }}
      />
      <div className="mt-6">
        <SponsorForm
          mode="edit"
          values={{ ...loaderData.values, ...actionData?.values }}
          errors={actionData?.errors}
        />
      </div>
    </section>
  );
}
