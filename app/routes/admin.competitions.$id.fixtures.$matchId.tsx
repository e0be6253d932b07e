import { data, href } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import {
  knockoutMatchName,
  knockoutMatchTitle,
  postponeFormSchema,
  scheduleFormSchema,
} from "~/features/competitions";
import {
  CancelForm,
  ClashWarnings,
  type FormState,
  type Naming,
  PostponeForm,
  ScheduleForm,
  useFixturesPaths,
  useMatchTitle,
} from "~/features/competitions/components/fixtures-admin";
import {
  cancelMatch,
  loadMatchEdit,
  postponeMatch,
  updateMatchSchedule,
} from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { fixturesMessages } from "~/texts/pages/fixtures";
import { fixturesAdminMessages } from "~/texts/pages/fixtures-admin";
import { matchOfficialsMessages } from "~/texts/pages/match-officials";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import type { Route } from "./+types/admin.competitions.$id.fixtures.$matchId";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, fixturesAdminMessages, (m) => [m.match.metaTitle, m.metaDescription]);

const idOf = (param: string) => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

function targetOf(params: { id: string; matchId: string }) {
  const competitionId = idOf(params.id);
  const matchId = idOf(params.matchId);
  if (competitionId === null || matchId === null) throw data(null, { status: 404 });
  return { competitionId, matchId };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { competitionId, matchId } = targetOf(params);
  const page = await loadMatchEdit(context.get(appContext).db, competitionId, matchId);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = context.get(appContext);
  const target = targetOf(params);
  const t = getTexts(context, fixturesAdminMessages);
  const values = await readForm(request);
  const now = new Date();
  const intent = values.intent;
  let outcome: Awaited<ReturnType<typeof cancelMatch>>;
  if (intent === "schedule") {
    const parsed = parseWith(scheduleFormSchema(t.validation), values);
    if (!parsed.ok) return data({ form: intent, values, errors: parsed.errors }, { status: 400 });
    const { day, time, venue } = parsed.data;
    outcome = await updateMatchSchedule(deps, { ...target, day, time, venueId: venue }, now);
  } else if (intent === "postpone") {
    const { keepDay } = postponeFormSchema.parse(values);
    outcome = await postponeMatch(deps, { ...target, keepDay }, now);
  } else if (intent === "cancel") {
    outcome = await cancelMatch(deps, target, now);
  } else {
    throw data(null, { status: 400 });
  }
  if (!outcome.ok) {
    if (outcome.problem === "not-found") throw data(null, { status: 404 });
    const field = outcome.problem === "unknown-venue" ? "venue" : "form";
    return data({ form: intent, values, errors: { [field]: t.problems[outcome.problem] } }, { status: 400 });
  }
  const page = await loadMatchEdit(deps.db, target.competitionId, target.matchId);
  const match = page ? matchName(page.match, t) : "";
  const toast = !outcome.changed
    ? t.match.unchanged
    : intent === "postpone"
      ? t.match.postponed
      : intent === "cancel"
        ? t.match.cancelled
        : t.match.saved;
  return redirectWithToast(
    deps.config,
    pathFor(context, `/admin/competitions/${target.competitionId}/fixtures/${target.matchId}`),
    { ...toast, description: format(toast.description, { match }) },
  );
}

/** "Lions v Tigers" for the toast; a knockout side still waiting for its team is "To be set". */
function matchName(
  match: { home_team: string | null; away_team: string | null },
  t: { versus: string; tbd: string },
) {
  return format(t.versus, { home: match.home_team ?? t.tbd, away: match.away_team ?? t.tbd });
}

export default function EditMatch({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(fixturesAdminMessages);
  const officials = useTexts(matchOfficialsMessages);
  const sheetTexts = useTexts(matchSheetMessages);
  const path = usePath();
  const words = useTexts(fixturesMessages);
  const locale = useLocale();
  const { competition, match, stage, pool, rounds, knockoutMatches, venues, clashes } = loaderData;
  const paths = useFixturesPaths(competition.id);
  const naming: Naming = {
    pools: pool ? [pool] : [],
    knockout: knockoutMatches.map((other) => ({ ...other, rounds })),
  };
  const title = useMatchTitle(naming)(match);
  const state = actionData as FormState;
  const stageName = stage ? (locale === "fr" ? stage.name_fr : stage.name) : "";
  const round =
    match.pool_id === null
      ? knockoutMatchTitle(knockoutMatchName(match, rounds), words)
      : `${format(m.pool, { name: pool?.name ?? "" })}, ${format(m.round, { round: match.round })}`;
  return (
    <section>
      <PageHeader
        title={format(m.match.title, { match: title })}
        intro={`${format(m.match.where, { stage: stageName, round })} · ${m.status[match.status]}`}
        back={{ to: paths.list, label: m.metaTitle }}
      />
      <ClashWarnings {...clashes} editPath={paths.match} own={[match.id]} />
      <p className="mt-6">
        <TextLink to={`${paths.match(match.id)}/officials`}>{officials.link}</TextLink>
      </p>
      {match.home_entry_id !== null && match.away_entry_id !== null ? (
        <p className="mt-2">
          <TextLink to={path(href("/matches/:matchId/sheet", { matchId: String(match.id) }))}>
            {sheetTexts.adminLink}
          </TextLink>
        </p>
      ) : null}
      <section aria-labelledby="schedule" className="mt-8">
        <h2 id="schedule" className="text-xl font-bold">
          {m.match.schedule}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{m.match.mailed}</p>
        <ScheduleForm match={match} venues={venues} state={state} />
      </section>
      {match.status === "played" || match.status === "forfeit" ? null : (
        <>
          <section aria-labelledby="postpone" className="mt-8">
            <h2 id="postpone" className="text-xl font-bold">
              {m.match.postponeTitle}
            </h2>
            <PostponeForm state={state} />
          </section>
          <section aria-labelledby="cancel" className="mt-8">
            <h2 id="cancel" className="text-xl font-bold">
              {m.match.cancelTitle}
            </h2>
            <CancelForm state={state} />
          </section>
        </>
      )}
    </section>
  );
}
