import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { Panel } from "~/components/ui/panel";
import { TextLink } from "~/components/ui/text-link";
import { adminUserContext } from "~/features/accounts/index.server";
import { SheetState, SheetSummary } from "~/features/competitions/components/match-answers";
import { ResultForm } from "~/features/competitions/components/result-form";
import {
  afterAdminResult,
  confirmSheetAsAdmin,
  idFrom,
  loadSheetDecision,
  saveResult,
} from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import { matchAnswersMessages } from "~/texts/pages/match-answers";
import type { Route } from "./+types/admin.competitions.$id.sheets.$matchId";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, matchAnswersMessages, (m) => [m.admin.decision.metaTitle, m.admin.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const page = await loadSheetDecision(db, idFrom(params.id), idFrom(params.matchId), new Date());
  if (!page) throw data(null, { status: 404 });
  return page;
}

/**
 * An administrator's decision on a sheet (docs/competitions.md "Confirming results"): confirm it as
 * submitted, or set the result (the results part's form and checks); either makes it final, decided by the
 * administrators, and e-mails both teams' officials.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = context.get(appContext);
  const competitionId = idFrom(params.id);
  const matchId = idFrom(params.matchId);
  const by = context.get(adminUserContext).id;
  const values = await readForm(request);
  const t = getTexts(context, matchAnswersMessages);
  const now = new Date();
  const page = await loadSheetDecision(deps.db, competitionId, matchId, now);
  if (!page) throw data(null, { status: 404 });
  const match = format(t.versus, { home: page.home.team, away: page.away.team });
  const done = (decided: boolean) => {
    const toast = decided ? t.toast.decided : t.toast.closed;
    return redirectWithToast(deps.config, pathFor(context, `/admin/competitions/${competitionId}/sheets`), {
      ...toast,
      description: format(toast.description, { match }),
    });
  };
  if (values.intent === "confirm")
    return done(await confirmSheetAsAdmin(deps, { competitionId, matchId, by, values }, now));
  const after = afterAdminResult(deps.config, by, now);
  const saved = await saveResult(deps.db, {
    competitionId,
    matchId,
    values,
    locale: getLocale(context),
    changedBy: by,
    now,
    afterResultSaved: after.hook,
  });
  if (!saved.ok && saved.reason === "not-found") throw data(null, { status: 404 });
  if (!saved.ok && saved.reason === "invalid") return data({ values, errors: saved.errors }, { status: 400 });
  const stale = getTexts(context, competitionResultsMessages).result.stale;
  if (!saved.ok) return data({ values: saved.values, errors: { form: stale } }, { status: 409 });
  if (after.decided.value) deps.mail.wake();
  return done(after.decided.value);
}

export default function SheetDecision({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(matchAnswersMessages);
  const d = t.admin.decision;
  const path = usePath();
  const { match, home, away, result } = loaderData;
  const base = `/admin/competitions/${match.competitionId}`;
  const state = actionData ?? { values: result.values };
  return (
    <section>
      <PageHeader
        title={format(d.title, { home: home.team, away: away.team })}
        back={{ to: path(`${base}/sheets`), label: d.back }}
      />
      <SheetState shown={loaderData} />
      {loaderData.canDecide ? (
        <>
          <Panel id="confirm-sheet" heading={d.confirmTitle} className="mt-8">
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="version" value={loaderData.sheet.version} />
              <p>{d.confirmText}</p>
              <Button type="submit">{d.confirmButton}</Button>
            </Form>
          </Panel>
          <Panel id="set-result" heading={d.setTitle} className="mt-8">
            <p className="mt-2">{d.setText}</p>
            <ResultForm
              key={state.values.version}
              state={state}
              home={home.team}
              away={away.team}
              knockout={match.knockout}
              forfeitScore={{
                goalsFor: result.forfeitScore.forfeit_goals_for,
                goalsAgainst: result.forfeitScore.forfeit_goals_against,
              }}
            />
          </Panel>
        </>
      ) : (
        <p className="mt-6">
          {d.decidedAlready}{" "}
          <TextLink to={path(`${base}/matches/${match.id}/result`)}>{d.resultPage}</TextLink>
        </p>
      )}
      <SheetSummary shown={loaderData} />
    </section>
  );
}
