import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { generateFormSchema, knockoutFormSchema } from "~/features/competitions";
import {
  ClashWarnings,
  type FormState,
  GenerateForm,
  KnockoutForm,
  KnockoutRounds,
  type Naming,
  PoolRounds,
  useFixturesPaths,
} from "~/features/competitions/components/fixtures-admin";
import {
  createKnockoutStage,
  generatePoolFixtures,
  loadFixturesPage,
} from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { fixturesAdminMessages } from "~/texts/pages/fixtures-admin";
import type { Route } from "./+types/admin.competitions.$id.fixtures";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, fixturesAdminMessages, (m) => [m.metaTitle, m.metaDescription]);

/** The competition's id from the address; null for anything but a positive whole number. */
function competitionIdOf(param: string) {
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = competitionIdOf(params.id);
  const page = id === null ? null : await loadFixturesPage(context.get(appContext).db, id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const id = competitionIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const t = getTexts(context, fixturesAdminMessages);
  const values = await readForm(request);
  const here = pathFor(context, `/admin/competitions/${id}/fixtures`);
  const refuse = (form: string, errors: Record<string, string>, status = 400) =>
    data({ form, values, errors }, { status });

  if (values.intent === "knockout") {
    const parsed = parseWith(knockoutFormSchema(t.validation), values);
    if (!parsed.ok) return refuse("knockout", parsed.errors);
    const made = await createKnockoutStage(db, { competitionId: id, ...parsed.data }, new Date());
    if (!made.ok) {
      if (made.problem === "not-found" && !(await loadFixturesPage(db, id)))
        throw data(null, { status: 404 });
      return refuse("knockout", { form: t.problems[made.problem] });
    }
    return redirectWithToast(config, here, {
      ...t.knockout.done,
      description: format(t.knockout.done.description, { matches: made.matches }),
    });
  }

  if (values.intent !== "generate" && values.intent !== "regenerate") throw data(null, { status: 400 });
  const parsed = parseWith(generateFormSchema(t.validation), values);
  if (!parsed.ok) {
    if (parsed.errors.poolId) throw data(null, { status: 400 });
    return refuse(`pool-${values.poolId}`, parsed.errors);
  }
  const generated = await generatePoolFixtures(
    db,
    {
      competitionId: id,
      poolId: parsed.data.poolId,
      pickedDays: parsed.data.days,
      regenerate: parsed.data.regenerate,
    },
    new Date(),
  );
  if (!generated.ok) {
    if (generated.problem === "not-found" && !(await loadFixturesPage(db, id)))
      throw data(null, { status: 404 });
    const onDays = ["not-enough-days", "blackout-picked", "not-ascending", "bad-day"].includes(
      generated.problem,
    );
    return refuse(`pool-${parsed.data.poolId}`, {
      [onDays ? "days" : "form"]: t.problems[generated.problem],
    });
  }
  return redirectWithToast(config, here, {
    ...t.generate.done,
    description: format(t.generate.done.description, {
      matches: generated.matches,
      rounds: generated.rounds,
    }),
  });
}

export default function Fixtures({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(fixturesAdminMessages);
  const locale = useLocale();
  const formatter = useFormat();
  const { competition, stages, matches, entries, clashes } = loaderData;
  const paths = useFixturesPaths(competition.id);
  const state = actionData as FormState;
  const localName = (row: { name: string; name_fr: string }) => (locale === "fr" ? row.name_fr : row.name);
  const naming: Naming = {
    pools: stages.flatMap((stage) => stage.pools),
    knockout: matches
      .filter((match) => match.pool_id === null)
      .map((match) => ({
        ...match,
        rounds: stages.find((stage) => stage.id === match.stage_id)?.rounds ?? 1,
      })),
  };
  const daysHint = competition.first_round_on
    ? format(m.generate.daysHint, {
        interval: competition.round_interval_days,
        first: formatter.day(competition.first_round_on),
      })
    : m.generate.daysHintNoFirst;
  const poolStages = stages.filter((stage) => stage.kind === "round-robin" && stage.pools.length > 0);
  return (
    <section>
      <PageHeader
        title={format(m.title, { name: localName(competition) })}
        intro={m.intro}
        back={{ to: paths.competition, label: m.back }}
      />
      <ClashWarnings {...clashes} editPath={paths.match} own={matches.map((match) => match.id)} />
      {stages.length === 0 ? <p className="mt-6 text-slate-700">{m.noStages}</p> : null}
      {stages.map((stage) => (
        <section key={stage.id} aria-labelledby={`stage-${stage.id}`} className="mt-8">
          <h2 id={`stage-${stage.id}`} className="text-2xl font-bold">
            {localName(stage)}
          </h2>
          {stage.kind === "knockout" ? (
            <KnockoutRounds
              matches={matches.filter((match) => match.stage_id === stage.id)}
              rounds={stage.rounds}
              naming={naming}
              editPath={paths.match}
            />
          ) : (
            stage.pools.map((pool) => (
              <section key={pool.id} aria-labelledby={`pool-${pool.id}`} className="mt-6">
                <h3 id={`pool-${pool.id}`} className="text-xl font-semibold">
                  {format(m.pool, { name: pool.name })}
                </h3>
                <p className="mt-1 text-sm text-slate-700">
                  {format(m.teams, {
                    count: pool.teams.length,
                    names: pool.teams.map((team) => team.team_name).join(", "),
                  })}
                </p>
                {pool.hasResults ? null : (
                  <GenerateForm pool={pool} regenerate={pool.generated} hint={daysHint} state={state} />
                )}
                {pool.generated ? (
                  <PoolRounds
                    matches={matches.filter((match) => match.pool_id === pool.id)}
                    byes={pool.byes}
                    teams={pool.teams}
                    naming={naming}
                    editPath={paths.match}
                  />
                ) : (
                  <p className="mt-4 text-slate-700">{m.noMatches}</p>
                )}
              </section>
            ))
          )}
        </section>
      ))}
      <section aria-labelledby="knockout" className="mt-10 rounded-xl p-6 ring-1 ring-slate-200">
        <h2 id="knockout" className="text-2xl font-bold">
          {m.knockout.legend}
        </h2>
        <KnockoutForm
          poolStages={poolStages.map((stage) => ({ id: stage.id, name: localName(stage) }))}
          entries={entries}
          interval={competition.round_interval_days}
          state={state}
        />
      </section>
    </section>
  );
}
