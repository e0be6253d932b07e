import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/index.server";
import { AnswerForms, SheetState, SheetSummary } from "~/features/competitions/components/match-answers";
import { answerSheet, idFrom, loadSheetAnswer } from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { matchAnswersMessages } from "~/texts/pages/match-answers";
import type { Route } from "./+types/matches.$matchId.answer";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(
    args,
    matchAnswersMessages,
    (m) => m.title,
    args.loaderData ? { home: args.loaderData.home.team, away: args.loaderData.away.team } : undefined,
  );

/**
 * The away team's answer to a submitted match sheet (docs/competitions.md "Confirming results"): its
 * officials and the administrators see the sheet and confirm or dispute it until the deadline. A visitor
 * signs in and comes back here (the e-mail's link); anyone else gets the 404 the sheet pages give.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const page = await loadSheetAnswer(
    args.context.get(appContext).db,
    idFrom(args.params.matchId),
    { userId: user.id, isAdmin: user.isAdmin },
    new Date(),
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const deps = args.context.get(appContext);
  const values = await readForm(args.request);
  const intent = values.intent === "confirm" ? "confirm" : values.intent === "dispute" ? "dispute" : null;
  if (intent === null) throw data(null, { status: 400 });
  const matchId = idFrom(args.params.matchId);
  const t = getTexts(args.context, matchAnswersMessages);
  const outcome = await answerSheet(
    deps,
    {
      matchId,
      viewer: { userId: user.id, isAdmin: user.isAdmin },
      intent,
      values,
      locale: getLocale(args.context),
    },
    new Date(),
  );
  if (!outcome.ok && outcome.reason === "not-found") throw data(null, { status: 404 });
  if (!outcome.ok && outcome.reason === "invalid")
    return data({ reason: values.reason ?? "", errors: outcome.errors }, { status: 400 });
  const here = pathFor(args.context, `/matches/${matchId}/answer`);
  const toast = outcome.ok ? t.toast[outcome.kind] : t.toast.closed;
  return redirectWithToast(deps.config, here, {
    ...toast,
    description: format(toast.description, { match: outcome.match }),
  });
}

export default function MatchAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(matchAnswersMessages);
  const { day, time } = useFormat();
  const locale = useLocale();
  const { match, home, away } = loaderData;
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <PageHeader
        title={format(t.title, { home: home.team, away: away.team })}
        intro={[
          locale === "fr" ? match.competitionFr : match.competition,
          match.day ? day(match.day) : null,
          match.time ? time(match.time) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <SheetState shown={loaderData} />
      {loaderData.canAnswer ? (
        <AnswerForms
          version={loaderData.sheet.version}
          reason={actionData?.reason ?? ""}
          errors={actionData?.errors}
        />
      ) : null}
      {loaderData.sheet.state === "open" ? null : <SheetSummary shown={loaderData} />}
    </section>
  );
}
