import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { isSiteTextPage } from "~/features/site-texts";
import { SiteTextsForm } from "~/features/site-texts/components/site-texts-form";
import { loadSiteTextsForm, submitSiteTexts } from "~/features/site-texts/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { siteTextsMessages } from "~/texts/pages/site-texts";
import type { Route } from "./+types/admin.site-texts.$page";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, siteTextsMessages, (m) => {
    const page = args.params.page;
    return [isSiteTextPage(page) ? `${m.pages[page]}: ${m.metaTitle}` : m.metaTitle, m.metaDescription];
  });

function pageOf(params: Route.LoaderArgs["params"]) {
  if (!isSiteTextPage(params.page)) throw data(null, { status: 404 });
  return params.page;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = pageOf(params);
  return { page, ...(await loadSiteTextsForm(context.get(appContext), page)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const page = pageOf(params);
  const app = context.get(appContext);
  const result = await submitSiteTexts(app, page, request, getLocale(context));
  if (!result.ok) {
    const { status, errors, values, items, version } = result;
    return data({ errors, values, items, version }, { status });
  }
  const t = getTexts(context, siteTextsMessages);
  return redirectWithToast(app.config, pathFor(context, `/admin/site-texts/${page}`), {
    ...t.saved,
    description: format(t.saved.description, { page: t.pages[page].toLowerCase() }),
  });
}

export default function EditSiteTexts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(siteTextsMessages);
  const path = usePath();
  const { page } = loaderData;
  return (
    <section className="space-y-6">
      <PageHeader
        title={t.pages[page]}
        intro={`${t.pageIntros[page]} ${t.intro}`}
        back={{ to: path("/admin/site-texts"), label: t.title }}
      />
      <SiteTextsForm
        page={page}
        state={
          actionData
            ? { ...actionData, overridden: loaderData.overridden }
            : {
                values: loaderData.values,
                items: loaderData.items,
                overridden: loaderData.overridden,
                version: loaderData.version,
              }
        }
      />
    </section>
  );
}
