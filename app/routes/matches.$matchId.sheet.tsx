import { data, href } from "react-router";
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
      return data({ intent, values, errors: result.errors } satisfies SheetRefusal, { status: 400 });
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
      {
        status: 400,
      },
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
  return (
    <>
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
