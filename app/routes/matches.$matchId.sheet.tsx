import { data, href } from "react-router";
import { FormError } from "~/components/ui/field";
import { BackLink } from "~/components/ui/text-link";
import { requireUser } from "~/features/accounts/index.server";
import {
  LineupForm,
  MatchSummary,
  SheetForm,
  type SheetPageWithSheet,
  type SheetRefusal,
  SheetTables,
} from "~/features/competitions/components/match-sheet";
import { idFrom, loadSheetPage, saveLineup, saveSheet } from "~/features/competitions/index.server";
import { dayIn } from "~/features/memberships";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { matchSheetMessages } from "~/texts/pages/match-sheet";
import type { Route } from "./+types/matches.$matchId.sheet";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, matchSheetMessages, (m) => m, { noindex: true });

/**
 * A match's lineups and sheet (docs/competitions.md "The match sheet"): a visitor is sent to sign in; an
 * account with no part in the match, or no such match, gets the 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { db } = args.context.get(appContext);
  const page = await loadSheetPage(db, idFrom(args.params.matchId), {
    userId: user.id,
    isAdmin: user.isAdmin,
  });
  if (!page) throw data(null, { status: 404 });
  return page;
}

/**
 * A form refused for what it holds is answered 400 and shown again as it was; one refused because the sheet
 * moved on since it was read is answered 200, so the page reads the sheet anew (with its new version) and
 * shows what was typed with the sentence.
 */
const refusedStatus = (result: { moved?: true }) => (result.moved ? 200 : 400);

/** The lineup forms (intent lineup-home, lineup-away) and the sheet's Save and Submit. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const deps = args.context.get(appContext);
  const values = await readForm(args.request);
  const matchId = idFrom(args.params.matchId);
  const viewer = { userId: user.id, isAdmin: user.isAdmin };
  const locale = getLocale(args.context);
  const t = getTexts(args.context, matchSheetMessages).toast;
  const here = pathFor(args.context, href("/matches/:matchId/sheet", { matchId: String(matchId) }));
  const now = new Date();
  const intent = values.intent ?? "";
  if (intent === "lineup-home" || intent === "lineup-away") {
    const side = intent === "lineup-home" ? "home" : "away";
    const result = await saveLineup(
      deps.db,
      { matchId, side, viewer, values, locale },
      dayIn(now, deps.config.TIME_ZONE),
      now,
    );
    if (!result.ok) {
      if (result.notFound) throw data(null, { status: 404 });
      return data({ intent, values, errors: result.errors } satisfies SheetRefusal, {
        status: refusedStatus(result),
      });
    }
    return redirectWithToast(deps.config, here, {
      ...t.lineup,
      description: format(t.lineup.description, {
        team: result.team,
        players: result.players,
        officials: result.officials,
      }),
    });
  }
  const submit = intent === "submit";
  const result = await saveSheet(deps, { matchId, viewer, values, locale, submit }, now);
  if (!result.ok) {
    if (result.notFound) throw data(null, { status: 404 });
    return data(
      { intent: submit ? "submit" : "save", values, errors: result.errors } satisfies SheetRefusal,
      { status: refusedStatus(result) },
    );
  }
  const toast = result.submitted ? t.submitted : t.saved;
  return redirectWithToast(deps.config, here, {
    ...toast,
    description: format(toast.description, { away: result.away }),
  });
}

export default function MatchSheetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTexts(matchSheetMessages);
  const path = usePath();
  const page = loaderData;
  const refused = actionData ?? undefined;
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-8 print:max-w-none print:space-y-3 print:p-0">
      <div className="print:hidden">
        <BackLink to={path(href("/account/matches"))}>{t.back}</BackLink>
      </div>
      <MatchSummary page={page} />
      {page.sheet === null ? null : <SheetParts page={page} refused={refused} />}
    </section>
  );
}

/** The lineups the viewer may set, then the sheet: a form for the home side and administrators, else tables. */
function SheetParts({ page, refused }: { page: SheetPageWithSheet; refused?: SheetRefusal }) {
  const t = useTexts(matchSheetMessages);
  const { sheet } = page;
  const sides = (["home", "away"] as const).filter((which) => page[which].mayAct);
  // A refusal whose form is gone (the sheet was submitted meanwhile) is said above what is left.
  const shown =
    refused?.intent === "lineup-home"
      ? page.home.lineupWritable
      : refused?.intent === "lineup-away"
        ? page.away.lineupWritable
        : sheet.writable;
  return (
    <>
      {refused && !shown ? <FormError message={refused.errors.form} /> : null}
      {sides.map((which) =>
        page[which].lineupWritable ? (
          <LineupForm
            key={`${which}-${sheet.version}`}
            which={which}
            side={page[which]}
            version={sheet.version}
            limits={page.limits}
            refused={refused}
          />
        ) : null,
      )}
      {page.home.players.length === 0 && page.away.players.length === 0 ? (
        <p className="text-slate-700 print:hidden">{t.sheet.noLineups}</p>
      ) : sheet.writable ? (
        <>
          <SheetForm key={sheet.version} page={page} refused={refused} />
          <SheetTables page={page} printOnly />
        </>
      ) : (
        <>
          {sheet.status === "open" ? <p className="text-slate-700 print:hidden">{t.sheet.readOnly}</p> : null}
          <SheetTables page={page} printOnly={false} />
        </>
      )}
    </>
  );
}
