import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, SelectField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import {
  addAdjustment,
  idFrom,
  loadAdjustments,
  removeAdjustment,
} from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import type { Route } from "./+types/admin.competitions.$id.pools.$poolId.adjustments";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionResultsMessages, (m) => [m.adjustments.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadAdjustments(context.get(appContext).db, idFrom(params.id), idFrom(params.poolId));
  if (!found) throw data(null, { status: 404 });
  return found;
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadAdjustments(db, idFrom(params.id), idFrom(params.poolId));
  if (!found) throw data(null, { status: 404 });
  const values = await readForm(request);
  const t = getTexts(context, competitionResultsMessages).adjustments;
  const here = pathFor(
    context,
    `/admin/competitions/${found.competition.id}/pools/${found.pool.id}/adjustments`,
  );
  if (values.intent === "remove") {
    const removed = await removeAdjustment(db, found.pool.id, idFrom(values.adjustmentId));
    if (!removed.ok) throw data(null, { status: 404 });
    return redirectWithToast(config, here, {
      ...t.removed,
      description: format(t.removed.description, { team: removed.team, points: signed(removed.points) }),
    });
  }
  const added = await addAdjustment(db, {
    poolId: found.pool.id,
    values,
    locale: getLocale(context),
    createdBy: context.get(adminUserContext).id,
    now: new Date(),
  });
  if (!added.ok) return data({ values, errors: added.errors }, { status: 400 });
  return redirectWithToast(config, here, {
    ...t.added,
    description: format(t.added.description, { team: added.team, points: signed(added.points) }),
  });
}

/** A pool's point adjustments: the list with a way to remove each, and the form to add one. */
export default function PoolAdjustments({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(competitionResultsMessages);
  const t = m.adjustments;
  const path = usePath();
  const locale = useLocale();
  const { competition, pool, entries, adjustments } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  return (
    <section>
      <PageHeader
        title={format(t.title, { pool: pool.name })}
        intro={t.intro}
        back={{ to: path(`/admin/competitions/${competition.id}/results`), label: t.back }}
      />
      {adjustments.length === 0 ? (
        <p className="mt-6">{t.empty}</p>
      ) : (
        <DataTable columns={[t.columns.team, t.columns.points, t.columns.reason, t.columns.actions]}>
          {adjustments.map((adjustment) => (
            <tr key={adjustment.id}>
              <td className={cell}>{adjustment.team}</td>
              <td className={cell}>{signed(adjustment.points)}</td>
              <td className={`${cell} break-words`}>
                {locale === "fr" ? adjustment.reason_fr : adjustment.reason}
              </td>
              <td className={cell}>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="adjustmentId" value={adjustment.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    aria-label={format(t.removeItem, {
                      team: adjustment.team,
                      points: signed(adjustment.points),
                    })}
                  >
                    {t.remove}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Form method="post" className="mt-8 max-w-xl space-y-4" noValidate>
        <SelectField name="entryId" label={t.team} defaultValue={values.entryId ?? ""} error={errors.entryId}>
          <option value="">{t.chooseTeam}</option>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.team}
            </option>
          ))}
        </SelectField>
        <Field
          name="points"
          label={t.points}
          hint={t.pointsHint}
          defaultValue={values.points ?? ""}
          error={errors.points}
          autoComplete="off"
        />
        <Field
          name="reason"
          label={t.reason}
          defaultValue={values.reason ?? ""}
          error={errors.reason}
          maxLength={200}
        />
        <Field
          name="reasonFr"
          label={t.reasonFr}
          lang="fr"
          defaultValue={values.reasonFr ?? ""}
          error={errors.reasonFr}
          maxLength={200}
        />
        <Button type="submit" size="form" className="w-full">
          {t.add}
        </Button>
      </Form>
    </section>
  );
}
