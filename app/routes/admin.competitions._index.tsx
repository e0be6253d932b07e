import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { CompetitionForm, CompetitionsHeader } from "~/features/competitions/components/setup";
import {
  listCompetitions,
  loadNewCompetitionForm,
  submitCompetition,
} from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import type { Route } from "./+types/admin.competitions._index";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.list.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [groups, form] = await Promise.all([
    listCompetitions(db),
    loadNewCompetitionForm(db, dayIn(new Date(), config.TIME_ZONE)),
  ]);
  return { groups, ...form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const values = await readForm(request);
  const result = await submitCompetition(db, values, getLocale(context), null, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, competitionsSetupMessages).list.created;
  return redirectWithToast(config, pathFor(context, `/admin/competitions/${result.id}`), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

export default function Competitions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(competitionsSetupMessages);
  const m = t.list;
  const locale = useLocale();
  const path = usePath();
  return (
    <section>
      <CompetitionsHeader />
      {loaderData.groups.length === 0 ? <p className="mt-8">{m.empty}</p> : null}
      {loaderData.groups.map((group) => (
        <div key={group.season.id} className="mt-8">
          <h2 className="text-xl font-semibold">{format(m.season, { season: group.season.name })}</h2>
          <DataTable
            columns={[
              m.columns.name,
              m.columns.category,
              m.columns.format,
              m.columns.status,
              m.columns.actions,
            ]}
          >
            {group.competitions.map((competition) => {
              const name = locale === "fr" ? competition.name_fr : competition.name;
              return (
                <tr key={competition.id}>
                  <td className={cell}>{name}</td>
                  <td className={cell}>{locale === "fr" ? competition.category_fr : competition.category}</td>
                  <td className={cell}>{t.form.formats[competition.format]}</td>
                  <td className={cell}>{competition.published ? m.published : m.draft}</td>
                  <td className={cell}>
                    <TextLink
                      to={path(`/admin/competitions/${competition.id}`)}
                      aria-label={format(t.editItem, { name })}
                    >
                      {t.edit}
                    </TextLink>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </div>
      ))}
      <h2 className="mt-10 text-xl font-semibold">{m.newTitle}</h2>
      <CompetitionForm
        state={actionData ?? { values: loaderData.values }}
        seasons={loaderData.seasons}
        submit={t.form.create}
      />
    </section>
  );
}
