import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, SelectField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { OFFICIAL_MATCH_MINUTES, OFFICIAL_ROLES } from "~/features/competitions";
import { ActionButton, SetupForm } from "~/features/competitions/components/setup";
import {
  assignOfficial,
  idFrom,
  loadMatchOfficials,
  removeOfficial,
} from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { matchOfficialsMessages } from "~/texts/pages/match-officials";
import type { Route } from "./+types/admin.competitions.$id.fixtures.$matchId.officials";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, matchOfficialsMessages, (m) => [m.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadMatchOfficials(
    context.get(appContext).db,
    idFrom(params.id),
    idFrom(params.matchId),
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = context.get(appContext);
  const admin = context.get(adminUserContext);
  const competitionId = idFrom(params.id);
  const matchId = idFrom(params.matchId);
  const values = await readForm(request);
  const t = getTexts(context, matchOfficialsMessages);
  const locale = getLocale(context);
  const now = new Date();
  const here = pathFor(context, `/admin/competitions/${competitionId}/fixtures/${matchId}/officials`);
  if (values.intent === "remove") {
    const removed = await removeOfficial(
      deps,
      { competitionId, matchId, officialId: idFrom(values.official), locale },
      now,
    );
    if (!removed.ok) throw data(null, { status: 404 });
    const toast = removed.changed ? t.toast.removed : t.toast.gone;
    return redirectWithToast(deps.config, here, {
      ...toast,
      description: format(toast.description, { name: removed.name, match: removed.match }),
    });
  }
  const result = await assignOfficial(
    deps,
    { competitionId, matchId, values, locale, by: admin.id },
    dayIn(now, deps.config.TIME_ZONE),
    now,
  );
  if (!result.ok) {
    if (result.notFound) throw data(null, { status: 404 });
    return data({ values, errors: result.errors }, { status: 400 });
  }
  const toast = result.changed ? t.toast.assigned : t.toast.unchanged;
  return redirectWithToast(deps.config, here, {
    ...toast,
    description: format(toast.description, {
      name: result.name,
      role: t.rolesInText[result.role],
      match: result.match,
    }),
  });
}

export default function MatchOfficials({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(matchOfficialsMessages);
  const path = usePath();
  const { day, time } = useFormat();
  const { match, officials } = loaderData;
  const title = format(t.versus, { home: match.home_team ?? t.tbd, away: match.away_team ?? t.tbd });
  const refused = actionData;
  return (
    <section>
      <PageHeader
        title={format(t.title, { match: title })}
        intro={format(t.intro, { minutes: OFFICIAL_MATCH_MINUTES })}
        back={{ to: path(`/admin/competitions/${match.competition_id}/fixtures/${match.id}`), label: t.back }}
      />
      <p className="mt-4 text-sm text-slate-700">{t.mailed}</p>
      {officials.length === 0 ? (
        <p className="mt-6">{t.none}</p>
      ) : (
        <DataTable columns={[t.columns.role, t.columns.name, t.columns.number, t.columns.actions]}>
          {officials.map((official) => (
            <tr key={official.id}>
              <td className={cell}>{t.roles[official.role]}</td>
              <td className={cell}>
                {official.name}
                {official.overlap ? (
                  <p className="mt-1 text-sm font-medium text-red-800">
                    {format(official.overlap.time === null ? t.alsoBookedAllDay : t.alsoBooked, {
                      match: format(t.versus, {
                        home: official.overlap.home ?? t.tbd,
                        away: official.overlap.away ?? t.tbd,
                      }),
                      day: official.overlap.day ? day(official.overlap.day) : "",
                      time: official.overlap.time ? time(official.overlap.time) : "",
                    })}
                  </p>
                ) : null}
              </td>
              <td className={cell}>{official.number}</td>
              <td className={cell}>
                <ActionButton
                  intent="remove"
                  fields={{ official: official.id }}
                  label={t.remove}
                  itemLabel={format(t.removeItem, {
                    name: official.name,
                    role: t.rolesInText[official.role],
                  })}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {match.status === "cancelled" ? (
        <p className="mt-6 font-medium">{t.cancelledMatch}</p>
      ) : (
        <section aria-labelledby="assign" className="mt-8">
          <h2 id="assign" className="text-xl font-bold">
            {t.assignTitle}
          </h2>
          <SetupForm intent="assign" submit={t.assign} className="mt-2 flex flex-wrap items-start gap-3">
            <Field
              name="memberNumber"
              label={t.memberNumber}
              autoComplete="off"
              defaultValue={refused?.values.memberNumber}
              error={refused?.errors.memberNumber}
            />
            <SelectField
              name="role"
              label={t.role}
              defaultValue={refused?.values.role ?? "referee"}
              error={refused?.errors.role}
            >
              {OFFICIAL_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t.roles[role]}
                </option>
              ))}
            </SelectField>
          </SetupForm>
        </section>
      )}
    </section>
  );
}
