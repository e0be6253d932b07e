import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormError, SelectField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { CSV_COLUMNS, CSV_MAX_BYTES, CSV_MAX_LINES } from "~/features/competitions";
import {
  applyImport,
  createImportTeam,
  type ImportPreview,
  idFrom,
  loadImport,
  previewImport,
} from "~/features/competitions/index.server";
import { appContext } from "~/lib/context.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { competitionResultsMessages } from "~/texts/pages/competition-results";
import type { Route } from "./+types/admin.competitions.$id.pools.$poolId.import";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, competitionResultsMessages, (m) => [m.import.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadImport(context.get(appContext).db, idFrom(params.id), idFrom(params.poolId));
  if (!found) throw data(null, { status: 404 });
  return found;
}

type ActionData = {
  preview: ImportPreview;
  created?: string;
  team?: { index: string; errors: Record<string, string> };
};

/** The posted form's fields, the file as bytes; a body that cannot be read is the client's fault (400). */
async function readImportForm(request: Request) {
  try {
    const form = await request.formData();
    const file = form.get("file");
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    return {
      text,
      file:
        typeof file === "object" && file !== null && file.size > 0
          ? new Uint8Array(await file.arrayBuffer())
          : null,
    };
  } catch {
    throw data("Bad request", { status: 400 });
  }
}

/**
 * Three steps on one page: check an uploaded file (nothing saved), create a team the file names there, and
 * import the checked file, whose text the confirm form carries and the server reads again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const found = await loadImport(db, idFrom(params.id), idFrom(params.poolId));
  if (!found) throw data(null, { status: 404 });
  const ids = { competitionId: found.competition.id, poolId: found.pool.id };
  const locale = getLocale(context);
  const t = getTexts(context, competitionResultsMessages).import;
  const form = await readImportForm(request);
  const carried = form.text("text");
  const index = form.text("create");

  if (index !== "") {
    const values = {
      name: form.text(`name:${index}`),
      kind: form.text(`kind:${index}`),
      guestFrom: form.text(`guestFrom:${index}`),
      clubId: form.text(`clubId:${index}`),
    };
    const created = await createImportTeam(db, { ...ids, values, locale, now: new Date() });
    const preview = await previewImport(db, ids.poolId, carried, locale);
    if (!created.ok)
      return data<ActionData>({ preview, team: { index, errors: created.errors } }, { status: 400 });
    return data<ActionData>({ preview, created: format(t.created, { name: created.name }) });
  }
  if (form.text("intent") === "confirm") {
    const imported = await applyImport(db, {
      ...ids,
      text: carried,
      locale,
      changedBy: context.get(adminUserContext).id,
      now: new Date(),
    });
    if ("reason" in imported) throw data(null, { status: 404 });
    if (!imported.ok) return data<ActionData>({ preview: imported.preview }, { status: 409 });
    return redirectWithToast(config, pathFor(context, `/admin/competitions/${ids.competitionId}/results`), {
      ...t.imported,
      description: format(t.imported.description, imported.counts),
    });
  }
  if (!form.file)
    return data<ActionData>({ preview: { ok: false, problem: t.problems.missingFile } }, { status: 400 });
  const preview = await previewImport(db, ids.poolId, form.file, locale);
  return data<ActionData>({ preview }, { status: preview.ok ? 200 : 400 });
}

/** The import page: the format, the file field, and after a check the preview of every line. */
export default function PoolImport({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(competitionResultsMessages);
  const t = m.import;
  const path = usePath();
  const busy = useNavigation().state === "submitting";
  const { competition, pool, clubs } = loaderData;
  const preview = actionData?.preview;
  return (
    <section className="max-w-3xl">
      <PageHeader
        title={format(t.title, { pool: pool.name })}
        intro={t.intro}
        back={{ to: path(`/admin/competitions/${competition.id}/results`), label: t.back }}
      />
      <h2 className="mt-6 font-semibold">{t.header}</h2>
      <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-slate-100 p-3 text-sm">
        {CSV_COLUMNS.join(",")}
      </pre>
      <p className="mt-2 text-slate-700">
        {format(t.limits, { kilobytes: CSV_MAX_BYTES / 1000, lines: CSV_MAX_LINES })}
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <Field name="file" label={t.file} type="file" accept=".csv,text/csv" required />
        <Button type="submit" size="form" className="w-full">
          {t.preview}
        </Button>
      </Form>
      {preview && !preview.ok ? (
        <div className="mt-6">
          <FormError message={preview.problem} />
        </div>
      ) : null}
      {preview?.ok ? (
        <div className="mt-8">
          <h2 className="text-xl font-semibold">{t.previewTitle}</h2>
          {actionData?.created ? (
            <p role="status" className="mt-2 font-medium text-green-800">
              {actionData.created}
            </p>
          ) : null}
          <p className="mt-2">{format(t.lineCount, { count: preview.lines.length })}</p>
          <p className="mt-1 font-medium">{preview.valid ? format(t.ready, preview.counts) : t.fix}</p>
          {preview.unknownTeams.length > 0 ? (
            <UnknownTeams preview={preview} clubs={clubs} team={actionData?.team} />
          ) : null}
          <ol
            className="mt-4 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
            aria-label={t.previewTitle}
          >
            {preview.lines.map((line) => (
              <li key={line.line} className={`p-3 ${line.ok ? "" : "bg-red-50"}`}>
                <p className="break-words font-medium">
                  {format(t.lineTitle, {
                    line: line.line,
                    round: line.round,
                    home: line.home,
                    away: line.away,
                  })}
                </p>
                {line.ok ? (
                  <p className="text-sm text-slate-700">
                    {line.step === "add" ? t.lineAdd : line.step === "update" ? t.lineUpdate : t.lineSame}
                  </p>
                ) : (
                  <ul className="mt-1 list-disc pl-5 text-sm font-medium text-red-800">
                    {line.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          {preview.valid ? (
            <Form method="post" encType="multipart/form-data" className="mt-6">
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="text" value={preview.text} />
              <Button type="submit" size="xl" disabled={busy} className="w-full disabled:opacity-70">
                {busy ? t.importing : t.confirm}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** One form for the names the pool does not know: each with its kind (guest or club's team) and button. */
function UnknownTeams({
  preview,
  clubs,
  team,
}: {
  preview: Extract<ImportPreview, { ok: true }>;
  clubs: { id: number; name: string }[];
  team?: { index: string; errors: Record<string, string> };
}) {
  const t = useTexts(competitionResultsMessages).import;
  return (
    <div className="mt-6 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <h3 className="text-lg font-semibold">{t.unknownTitle}</h3>
      <p className="mt-1 text-slate-800">{t.unknownIntro}</p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-6">
        <input type="hidden" name="text" value={preview.text} />
        {preview.unknownTeams.map((name, index) => {
          const errors = team?.index === String(index) ? team.errors : {};
          return (
            <fieldset key={name} className="space-y-3 rounded-md bg-white p-3 ring-1 ring-slate-200">
              <legend className="break-words px-1 font-semibold">{name}</legend>
              <input type="hidden" name={`name:${index}`} value={name} />
              <FormError message={errors.name} />
              {(["guest", "club"] as const).map((kind) => (
                <label key={kind} className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={`kind:${index}`}
                    value={kind}
                    defaultChecked={kind === "guest"}
                    className="size-5"
                  />
                  {kind === "guest" ? t.guest : t.clubTeam}
                </label>
              ))}
              <Field
                name={`guestFrom:${index}`}
                id={`guestFrom-${index}`}
                label={t.guestFrom}
                error={errors.guestFrom}
                maxLength={100}
              />
              <SelectField
                name={`clubId:${index}`}
                id={`clubId-${index}`}
                label={t.club}
                error={errors.clubId}
              >
                <option value="">{t.chooseClub}</option>
                {clubs.map((club) => (
                  <option key={club.id} value={club.id}>
                    {club.name}
                  </option>
                ))}
              </SelectField>
              <Button
                type="submit"
                name="create"
                value={String(index)}
                variant="secondary"
                className="w-full"
              >
                {format(t.create, { name })}
              </Button>
            </fieldset>
          );
        })}
      </Form>
    </div>
  );
}
