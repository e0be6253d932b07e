import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, FormError, SelectField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import {
  addAdjustment,
  drawLots,
  idFrom,
  levelGroupsOfPool,
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
  const { db } = context.get(appContext);
  const found = await loadAdjustments(db, idFrom(params.id), idFrom(params.poolId));
  if (!found) throw data(null, { status: 404 });
  const lots = await levelGroupsOfPool(db, found.competition.id, found.pool.id);
  if (!lots) throw data(null, { status: 404 });
  return { ...found, lots };
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
  if (values.intent === "lots") {
    const lots = getTexts(context, competitionResultsMessages).lots;
    const drawn = await drawLots(db, {
      competitionId: found.competition.id,
      poolId: found.pool.id,
      values,
      now: new Date(),
    });
    if (!drawn.ok) {
      if (drawn.problem === "not-found") throw data(null, { status: 404 });
      const count = Object.keys(values).filter((name) => name.startsWith("lot-")).length;
      const message = format(lots.problems[drawn.problem], { count });
      return data({ values, errors: {}, lots: { place: values.place, message } }, { status: 400 });
    }
    return redirectWithToast(config, here, {
      ...lots.saved,
      description: format(lots.saved.description, {
        place: drawn.place,
        teams: drawn.teams.join(lots.before),
      }),
    });
  }
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
  if (!added.ok) return data({ values, errors: added.errors, lots: null }, { status: 400 });
  return redirectWithToast(config, here, {
    ...t.added,
    description: format(t.added.description, { team: added.team, points: signed(added.points) }),
  });
}

/**
 * A pool's point adjustments: the list with a way to remove each, and the form to add one; then, once the
 * pool is finished, a form per tie no criterion breaks to record the draw of lots (decision 072).
 */
export default function PoolAdjustments({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(competitionResultsMessages);
  const t = m.adjustments;
  const path = usePath();
  const locale = useLocale();
  const { competition, pool, entries, adjustments, lots } = loaderData;
  const refusedDraw = actionData?.lots ?? null;
  const values: Record<string, string | undefined> = refusedDraw ? {} : (actionData?.values ?? {});
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
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
      <DrawOfLots lots={lots} refused={refusedDraw} posted={refusedDraw ? (actionData?.values ?? {}) : {}} />
    </section>
  );
}

/** The draw of lots: one form per tie of the finished pool, each team's drawn position (decision 072). */
function DrawOfLots({
  lots,
  refused,
  posted,
}: {
  lots: Route.ComponentProps["loaderData"]["lots"];
  refused: { place: string | undefined; message: string } | null;
  posted: Record<string, string | undefined>;
}) {
  const t = useTexts(competitionResultsMessages).lots;
  const drawnOrder = (group: (typeof lots.groups)[number]) =>
    group.teams.every((team) => team.lot !== null)
      ? [...group.teams].sort((a, b) => (a.lot ?? 0) - (b.lot ?? 0)).map((team) => team.team)
      : null;
  // A refusal for a tie that is no longer there (the table changed) is said above the ties.
  const orphan = refused && !lots.groups.some((group) => String(group.place) === refused.place);
  return (
    <section className="mt-12" aria-labelledby="lots-title">
      <h2 id="lots-title" className="text-2xl font-bold">
        {t.title}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">{t.intro}</p>
      {orphan ? (
        <div className="mt-4">
          <FormError message={refused.message} />
        </div>
      ) : null}
      {!lots.finished ? (
        <p className="mt-4">{t.notFinished}</p>
      ) : lots.groups.length === 0 ? (
        <p className="mt-4">{t.noTie}</p>
      ) : (
        lots.groups.map((group) => {
          const here = refused && refused.place === String(group.place) ? refused : null;
          const drawn = drawnOrder(group);
          return (
            <Form key={group.place} method="post" className="mt-6 max-w-xl space-y-4" noValidate>
              <h3 className="text-lg font-semibold">
                {format(t.tieTitle, {
                  place: group.place,
                  teams: group.teams.map((team) => team.team).join(", "),
                })}
              </h3>
              {drawn ? (
                <p className="text-sm text-slate-700">
                  {format(t.drawnAlready, { teams: drawn.join(t.before) })}
                </p>
              ) : null}
              <FormError message={here?.message} />
              <input type="hidden" name="intent" value="lots" />
              <input type="hidden" name="place" value={group.place} />
              {group.teams.map((team) => (
                <Field
                  key={team.entry}
                  id={`lot-${group.place}-${team.entry}`}
                  name={`lot-${team.entry}`}
                  label={format(t.position, { team: team.team })}
                  hint={format(t.positionHint, { count: group.teams.length })}
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={here ? (posted[`lot-${team.entry}`] ?? "") : (team.lot ?? "")}
                />
              ))}
              <Button type="submit" size="form" className="w-full">
                {t.save}
              </Button>
            </Form>
          );
        })
      )}
    </section>
  );
}
