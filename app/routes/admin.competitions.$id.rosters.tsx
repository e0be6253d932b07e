import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, SelectField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { ROSTER_ROLES } from "~/features/competitions";
import { ActionButton, SetupForm } from "~/features/competitions/components/setup";
import { addToRoster, idFrom, loadRosters, removeFromRoster } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionsSetupMessages } from "~/texts/pages/competitions-setup";
import type { Route } from "./+types/admin.competitions.$id.rosters";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionsSetupMessages, (m) => [m.rosters.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const rosters = await loadRosters(db, idFrom(params.id), dayIn(new Date(), config.TIME_ZONE));
  if (!rosters) throw data(null, { status: 404 });
  return rosters;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const admin = context.get(adminUserContext);
  const competitionId = idFrom(params.id);
  const values = await readForm(request);
  const t = getTexts(context, competitionsSetupMessages).rosters;
  const now = new Date();
  const today = dayIn(now, config.TIME_ZONE);
  const here = pathFor(context, `/admin/competitions/${competitionId}/rosters`);
  // Every roster change today is an administrator's (the team officials' own changes come through the match centre's lineups).
  const by = { id: admin.id, isAdmin: true };
  if (values.intent === "remove") {
    const removed = await removeFromRoster(
      db,
      { competitionId, entryId: idFrom(values.entry), placeId: idFrom(values.place), by },
      today,
    );
    if (!removed) throw data(null, { status: 404 });
    return redirectWithToast(config, here, t.removed);
  }
  const result = await addToRoster(
    db,
    { competitionId, entryId: idFrom(values.entry), values, locale: getLocale(context), by },
    today,
    now,
  );
  if (!result.ok) return data({ entry: values.entry ?? "", values, errors: result.errors }, { status: 400 });
  return redirectWithToast(config, here, {
    ...t.added,
    description: format(t.added.description, { name: result.name, team: result.team }),
  });
}

export default function Rosters({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(competitionsSetupMessages);
  const m = t.rosters;
  const locale = useLocale();
  const path = usePath();
  const { competition } = loaderData;
  const name = locale === "fr" ? competition.name_fr : competition.name;
  const lock = competition.roster_lock_on;
  return (
    <section>
      <PageHeader
        title={format(m.title, { name })}
        intro={m.intro}
        back={{ to: path(`/admin/competitions/${competition.id}`), label: name }}
      />
      <p className="mt-4 rounded-md bg-slate-100 p-3 text-sm font-medium" role="status">
        {lock === null ? m.neverLocked : format(loaderData.openToTeams ? m.open : m.locked, { day: lock })}
      </p>
      {loaderData.entries.length === 0 ? <p className="mt-6">{m.noEntries}</p> : null}
      {loaderData.entries.map((entry) => {
        const refused = actionData && actionData.entry === String(entry.id) ? actionData : undefined;
        const from =
          entry.clubName ?? (entry.guestFrom ? format(t.entries.guestFrom, { from: entry.guestFrom }) : "");
        return (
          <section key={entry.id} aria-labelledby={`entry-${entry.id}`} className="mt-10">
            <h2 id={`entry-${entry.id}`} className="text-xl font-semibold">
              {entry.teamName}
              {from ? <span className="font-normal text-slate-700"> · {from}</span> : null}
              <span className="font-normal text-slate-700"> · {t.entries.statuses[entry.status]}</span>
            </h2>
            {entry.places.length === 0 ? (
              <p className="mt-2">{m.empty}</p>
            ) : (
              <DataTable
                columns={[
                  m.columns.jersey,
                  m.columns.name,
                  m.columns.number,
                  m.columns.role,
                  m.columns.status,
                  m.columns.actions,
                ]}
              >
                {entry.places.map((place) => (
                  <tr key={place.id}>
                    <td className={cell}>{place.jersey ?? ""}</td>
                    <td className={cell}>{place.name}</td>
                    <td className={cell}>{place.memberNumber}</td>
                    <td className={cell}>{m.roles[place.role]}</td>
                    <td className={cell}>
                      {place.status.eligible ? (
                        place.status.playingUp ? (
                          m.playingUp
                        ) : (
                          m.eligible
                        )
                      ) : (
                        <strong className="text-red-800">{m.statuses[place.status.reason]}</strong>
                      )}
                    </td>
                    <td className={cell}>
                      <ActionButton
                        intent="remove"
                        fields={{ entry: entry.id, place: place.id }}
                        label={m.remove}
                        itemLabel={format(m.removeItem, { name: place.name })}
                      />
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
            {entry.status === "withdrawn" ? null : (
              <>
                <h3 className="mt-4 font-semibold">{format(m.addTitle, { team: entry.teamName })}</h3>
                <SetupForm intent="add" submit={m.add} className="mt-2 flex flex-wrap items-start gap-3">
                  <input type="hidden" name="entry" value={entry.id} />
                  <Field
                    id={`entry-${entry.id}-number`}
                    name="memberNumber"
                    label={m.memberNumber}
                    autoComplete="off"
                    defaultValue={refused?.values.memberNumber}
                    error={refused?.errors.memberNumber}
                  />
                  <SelectField
                    id={`entry-${entry.id}-role`}
                    name="role"
                    label={m.role}
                    defaultValue={refused?.values.role ?? "player"}
                    error={refused?.errors.role}
                  >
                    {ROSTER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {m.roles[role]}
                      </option>
                    ))}
                  </SelectField>
                  <Field
                    id={`entry-${entry.id}-jersey`}
                    name="jersey"
                    label={m.jersey}
                    inputMode="numeric"
                    defaultValue={refused?.values.jersey}
                    error={refused?.errors.jersey}
                  />
                </SetupForm>
              </>
            )}
          </section>
        );
      })}
    </section>
  );
}
