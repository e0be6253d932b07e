import { data } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, FormError, SelectField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { ActionButton, CompetitionForm, SetupForm } from "~/features/competitions/components/setup";
import {
  changeStage,
  decideEntry,
  type EntryDecision,
  getCompetition,
  idFrom,
  loadCompetitionAdmin,
  renewEntryFee,
  submitCompetition,
  submitEntry,
  submitPlacement,
  submitStage,
} from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, useMoney, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import { matchAnswersMessages } from "~/texts/pages/match-answers";
import { matchCentreMessages } from "~/texts/pages/match-centre";
import type { Route } from "./+types/admin.competitions.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.competition.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadCompetitionAdmin(context.get(appContext).db, idFrom(params.id));
  if (!page) throw data(null, { status: 404 });
  return page;
}

const DECISIONS: readonly EntryDecision[] = ["confirm", "withdraw", "reenter"];

/** What a refused form gets back: which form it was (and which row), what was sent, and the messages. */
type Refusal = {
  intent: string;
  row?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = context.get(appContext);
  const { db, config } = deps;
  const id = idFrom(params.id);
  if (!(await getCompetition(db, id))) throw data(null, { status: 404 });
  const locale = getLocale(context);
  const t = getTexts(context, competitionsSetupMessages);
  const values = await readForm(request);
  const intent = values.intent ?? "";
  const now = new Date();
  const here = pathFor(context, `/admin/competitions/${id}`);
  const refuse = (errors: Record<string, string>, row?: string) =>
    data<Refusal>({ intent, row, values, errors }, { status: 400 });
  const saved = (
    toast: { title: string; description: string },
    name: string,
    extra: Record<string, string> = {},
  ) =>
    redirectWithToast(config, here, { ...toast, description: format(toast.description, { name, ...extra }) });

  if (intent === "settings") {
    const result = await submitCompetition(db, values, locale, id, now);
    return result.ok ? saved(t.competition.updated, result.name) : refuse(result.errors);
  }
  if (intent === "add-stage") {
    const result = await submitStage(db, id, values, locale);
    return result.ok ? saved(t.stages.added, result.name) : refuse(result.errors);
  }
  if (intent === "rename-stage" || intent === "remove-stage") {
    const change = intent === "rename-stage" ? "rename" : "remove";
    const result = await changeStage(db, id, values, locale, change);
    if (!result.ok) return refuse(result.errors, values.stage);
    return saved(change === "rename" ? t.stages.renamed : t.stages.removed, result.name);
  }
  if (intent === "enter") {
    const result = await submitEntry(deps, id, values, locale, now);
    if (!result.ok) return refuse(result.errors);
    return result.email === null
      ? saved(t.entries.entered, result.name)
      : saved(t.entries.enteredWithFee, result.name, { email: result.email });
  }
  if (intent === "place") {
    const result = await submitPlacement(db, id, values, locale);
    return result.ok ? saved(t.entries.placed, result.name) : refuse(result.errors, values.entry);
  }
  if (intent === "renew-fee") {
    const result = await renewEntryFee(deps, { competitionId: id, entryId: idFrom(values.entry) }, now);
    if (!result.ok) return refuse({ entries: t.entries.stale });
    return saved(t.entries.renewed, result.name, { email: result.email });
  }
  const decision = DECISIONS.find((known) => known === intent);
  if (decision) {
    const result = await decideEntry(
      db,
      { competitionId: id, entryId: idFrom(values.entry), decision, from: values.from ?? "" },
      now,
    );
    if (!result.ok) return refuse({ entries: t.entries.stale });
    const toast = {
      confirm: t.entries.confirmed,
      withdraw: t.entries.withdrawn,
      reenter: t.entries.reentered,
    }[decision];
    return saved(toast, result.name);
  }
  return refuse({ entries: t.entries.stale });
}

export default function CompetitionPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(competitionsSetupMessages);
  const d = useTexts(matchCentreMessages).discipline;
  const sheetsLink = useTexts(matchAnswersMessages).admin.link;
  const locale = useLocale();
  const money = useMoney();
  const path = usePath();
  const { competition, stages, entries, teams } = loaderData;
  const name = locale === "fr" ? competition.name_fr : competition.name;
  const refused = (intent: string, row?: number) =>
    actionData && actionData.intent === intent && (row === undefined || actionData.row === String(row))
      ? actionData
      : undefined;
  const pools = stages.flatMap((stage) =>
    stage.pools.map((pool) => ({
      id: pool.id,
      label: format(t.stages.poolOf, {
        stage: locale === "fr" ? stage.name_fr : stage.name,
        pool: pool.name,
      }),
    })),
  );
  const poolName = new Map(pools.map((pool) => [pool.id, pool.label]));
  const age =
    competition.age_rule === "none"
      ? t.competition.ageNone
      : format(competition.age_rule === "max" ? t.competition.ageMax : t.competition.ageMin, {
          limit: competition.age_limit ?? "",
          cutoff: competition.age_cutoff ?? "",
        }) + (competition.allow_playing_up ? `, ${t.competition.playingUp}` : "");
  const entering = refused("enter");
  const addingStage = refused("add-stage");
  const settings = refused("settings");
  return (
    <section>
      <PageHeader
        title={name}
        intro={[
          format(t.list.season, { season: loaderData.season }),
          locale === "fr" ? competition.category_fr : competition.category,
          t.form.formats[competition.format],
          age,
          competition.entry_fee_cents > 0
            ? format(t.competition.fee, { amount: money(competition.entry_fee_cents) })
            : t.competition.noFee,
          competition.roster_lock_on
            ? format(t.competition.lockOn, { day: competition.roster_lock_on })
            : t.competition.noLock,
        ].join(" · ")}
        back={{ to: path("/admin/competitions"), label: t.competition.back }}
        actions={
          <>
            <LinkButton to={path(`/admin/competitions/${competition.id}/rosters`)} variant="secondary">
              {t.competition.rosters}
            </LinkButton>
            <LinkButton to={path(`/admin/competitions/${competition.id}/fixtures`)} variant="secondary">
              {t.competition.fixtures}
            </LinkButton>
            <LinkButton to={path(`/admin/competitions/${competition.id}/discipline`)} variant="secondary">
              {d.link}
            </LinkButton>
            <LinkButton to={path(`/admin/competitions/${competition.id}/results`)} variant="secondary">
              {t.competition.results}
            </LinkButton>
            <LinkButton to={path(`/admin/competitions/${competition.id}/sheets`)} variant="secondary">
              {sheetsLink}
            </LinkButton>
            <LinkButton to={path(`/competitions/${competition.id}`)} variant="secondary">
              {t.competition.publicPage}
            </LinkButton>
          </>
        }
      />

      <h2 className="mt-10 text-2xl font-bold">{t.stages.title}</h2>
      {stages.length === 0 ? <p className="mt-2">{t.stages.empty}</p> : null}
      <ul className="mt-4 space-y-4">
        {stages.map((stage) => {
          const stageName = locale === "fr" ? stage.name_fr : stage.name;
          const renaming = refused("rename-stage", stage.id) ?? refused("remove-stage", stage.id);
          return (
            <li key={stage.id} className="rounded-lg p-4 ring-1 ring-slate-200">
              <h3 className="font-semibold">
                {stageName} · {t.stages.kinds[stage.kind]}
                {stage.kind === "round-robin" ? ` (${t.stages.legs[stage.legs === 2 ? 2 : 1]})` : ""}
              </h3>
              {stage.pools.length > 0 ? (
                <p className="mt-1 text-sm text-slate-700">
                  {format(t.stages.poolsList, { pools: stage.pools.map((pool) => pool.name).join(", ") })}
                </p>
              ) : null}
              {stage.hasMatches ? (
                <p className="mt-2 text-sm text-slate-700">{t.stages.locked}</p>
              ) : (
                <div className="mt-3 flex flex-wrap items-end gap-4">
                  <SetupForm
                    intent="rename-stage"
                    submit={t.stages.rename}
                    error={renaming?.errors.stage}
                    className="flex flex-wrap items-end gap-3"
                  >
                    <input type="hidden" name="stage" value={stage.id} />
                    <Field
                      id={`stage-${stage.id}-name`}
                      name="name"
                      label={t.stages.name}
                      defaultValue={renaming?.values.name ?? stage.name}
                      error={renaming?.errors.name}
                    />
                    <Field
                      id={`stage-${stage.id}-nameFr`}
                      name="nameFr"
                      lang="fr"
                      label={t.stages.nameFr}
                      defaultValue={renaming?.values.nameFr ?? stage.name_fr}
                      error={renaming?.errors.nameFr}
                    />
                  </SetupForm>
                  <ActionButton
                    intent="remove-stage"
                    fields={{ stage: stage.id }}
                    label={t.stages.remove}
                    itemLabel={format(t.stages.removeItem, { name: stageName })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="mt-6 text-xl font-semibold">{t.stages.addTitle}</h3>
      <SetupForm intent="add-stage" submit={t.stages.add}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="kind"
            label={t.stages.kind}
            defaultValue={addingStage?.values.kind ?? "round-robin"}
            error={addingStage?.errors.kind}
          >
            <option value="round-robin">{t.stages.kinds["round-robin"]}</option>
            <option value="knockout">{t.stages.kinds.knockout}</option>
          </SelectField>
          <SelectField
            name="legs"
            label={t.stages.legsLabel}
            defaultValue={addingStage?.values.legs ?? "1"}
            error={addingStage?.errors.legs}
          >
            <option value="1">{t.stages.legsOptions[1]}</option>
            <option value="2">{t.stages.legsOptions[2]}</option>
          </SelectField>
          <Field
            name="name"
            label={t.stages.name}
            defaultValue={addingStage?.values.name}
            error={addingStage?.errors.name}
          />
          <Field
            name="nameFr"
            lang="fr"
            label={t.stages.nameFr}
            defaultValue={addingStage?.values.nameFr}
            error={addingStage?.errors.nameFr}
          />
          <Field
            name="pools"
            label={t.stages.pools}
            inputMode="numeric"
            defaultValue={addingStage?.values.pools ?? "1"}
            error={addingStage?.errors.pools}
          />
        </div>
      </SetupForm>

      <h2 className="mt-12 text-2xl font-bold">{t.entries.title}</h2>
      <FormError message={actionData?.errors.entries} />
      {entries.length === 0 ? (
        <p className="mt-2">{t.entries.empty}</p>
      ) : (
        <DataTable
          columns={[
            t.entries.columns.team,
            t.entries.columns.from,
            t.entries.columns.status,
            t.entries.columns.payment,
            t.entries.columns.pool,
            t.entries.columns.actions,
          ]}
        >
          {entries.map((entry) => {
            const placing = refused("place", entry.id);
            return (
              <tr key={entry.id}>
                <td className={cell}>{entry.teamName}</td>
                <td className={cell}>
                  {entry.clubName ??
                    (entry.guestFrom
                      ? format(t.entries.guestFrom, { from: entry.guestFrom })
                      : t.entries.unattached)}
                </td>
                <td className={cell}>{t.entries.statuses[entry.status]}</td>
                <td className={cell}>
                  {t.entries.paid[entry.paid]}
                  {entry.paid === "lapsed" && entry.status !== "withdrawn" ? (
                    <>
                      {" "}
                      <ActionButton
                        intent="renew-fee"
                        fields={{ entry: entry.id }}
                        label={t.entries.renew}
                        itemLabel={format(t.entries.renewItem, { name: entry.teamName })}
                      />
                    </>
                  ) : null}
                  {entry.orderNumber ? (
                    <>
                      {" · "}
                      <TextLink to={path(`/admin/orders/${entry.orderNumber}`)}>
                        {format(t.entries.order, { number: entry.orderNumber })}
                      </TextLink>
                    </>
                  ) : null}
                </td>
                <td className={cell}>
                  {entry.status === "confirmed" && pools.length > 0 ? (
                    <SetupForm
                      intent="place"
                      submit={t.entries.place}
                      error={placing?.errors.pool ?? placing?.errors.seed}
                      className="flex flex-wrap items-end gap-2"
                    >
                      <input type="hidden" name="entry" value={entry.id} />
                      <SelectField
                        id={`entry-${entry.id}-pool`}
                        name="pool"
                        label={format(t.entries.placeItem, { name: entry.teamName })}
                        defaultValue={
                          placing?.values.pool ?? (entry.poolId === null ? "" : String(entry.poolId))
                        }
                      >
                        <option value="">{t.entries.noPool}</option>
                        {pools.map((pool) => (
                          <option key={pool.id} value={pool.id}>
                            {pool.label}
                          </option>
                        ))}
                      </SelectField>
                      <Field
                        id={`entry-${entry.id}-seed`}
                        name="seed"
                        label={t.entries.seed}
                        inputMode="numeric"
                        className="w-20"
                        defaultValue={placing?.values.seed ?? (entry.seed === null ? "" : String(entry.seed))}
                      />
                    </SetupForm>
                  ) : (
                    [
                      entry.poolId === null ? "" : (poolName.get(entry.poolId) ?? ""),
                      entry.seed === null ? "" : `#${entry.seed}`,
                    ]
                      .filter(Boolean)
                      .join(" ") || t.entries.noPool
                  )}
                </td>
                <td className={`${cell} space-x-2 whitespace-nowrap`}>
                  {entry.status === "entered" ? (
                    <ActionButton
                      intent="confirm"
                      fields={{ entry: entry.id, from: entry.status }}
                      label={t.entries.confirm}
                      itemLabel={format(t.entries.confirmItem, { name: entry.teamName })}
                    />
                  ) : null}
                  {entry.status === "withdrawn" ? (
                    <ActionButton
                      intent="reenter"
                      fields={{ entry: entry.id, from: entry.status }}
                      label={t.entries.reenter}
                      itemLabel={format(t.entries.reenterItem, { name: entry.teamName })}
                    />
                  ) : (
                    <ActionButton
                      intent="withdraw"
                      fields={{ entry: entry.id, from: entry.status }}
                      label={t.entries.withdraw}
                      itemLabel={format(t.entries.withdrawItem, { name: entry.teamName })}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <h3 className="mt-6 text-xl font-semibold">{t.entries.addTitle}</h3>
      {teams.length === 0 ? (
        <p className="mt-2">{t.entries.noTeams}</p>
      ) : (
        <SetupForm intent="enter" submit={t.entries.enter}>
          <SelectField
            name="team"
            label={t.entries.team}
            defaultValue={entering?.values.team ?? ""}
            error={entering?.errors.team}
          >
            <option value="">{t.entries.chooseTeam}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
                {team.clubName ? ` (${team.clubName})` : team.guestFrom ? ` (${team.guestFrom})` : ""}
              </option>
            ))}
          </SelectField>
          {competition.entry_fee_cents > 0 ? (
            <>
              <p className="text-sm text-slate-700">
                {format(t.entries.feeNote, { amount: money(competition.entry_fee_cents) })}
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  name="contactName"
                  label={t.entries.contactName}
                  autoComplete="off"
                  defaultValue={entering?.values.contactName}
                  error={entering?.errors.contactName}
                />
                <Field
                  name="contactEmail"
                  type="email"
                  label={t.entries.contactEmail}
                  autoComplete="off"
                  defaultValue={entering?.values.contactEmail}
                  error={entering?.errors.contactEmail}
                />
              </div>
              <SelectField
                name="contactLocale"
                label={t.entries.contactLocale}
                defaultValue={entering?.values.contactLocale ?? locale}
                error={entering?.errors.contactLocale}
              >
                <option value="en">{t.entries.locales.en}</option>
                <option value="fr">{t.entries.locales.fr}</option>
              </SelectField>
            </>
          ) : null}
        </SetupForm>
      )}

      <h2 className="mt-12 text-2xl font-bold">{t.competition.settings}</h2>
      <CompetitionForm
        intent="settings"
        state={settings ?? { values: loaderData.values }}
        seasons={loaderData.seasons}
        submit={t.form.save}
      />
    </section>
  );
}
