import { data, type RouterContextProvider } from "react-router";
import type { Db } from "~/db/db.server";
import type { Config } from "~/lib/config";
import { formatDay } from "~/lib/dates";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { membershipsAdminMessages } from "~/lib/i18n/pages/memberships-admin";
import { pathFor } from "~/lib/i18n/paths";
import { redirectWithToast } from "~/lib/toast.server";
import { getClub, getSeason, getType, listDocumentVersions } from "./queries.server";
import {
  clubFormSchema,
  DOCUMENT_KINDS,
  type DocumentKind,
  documentFormSchema,
  feeField,
  seasonFormSchema,
  typeFormSchema,
} from "./rules";
import { saveClub, saveDocument, saveSeason, saveType } from "./setup.server";

/**
 * The set-up pages' loading and form handling (routes/admin.memberships*.tsx): each form is parsed with
 * its schema, saved by setup.server.ts, and answered with its errors (400) or a redirect with a toast.
 */

type Context = Readonly<RouterContextProvider>;
type Deps = { db: Db; config: Config };

const notFound = () => data(null, { status: 404 });

/** A row's id from the address; anything but a plain positive number is a 404. */
function idFrom(param: string | undefined) {
  const id = /^\d{1,9}$/.test(param ?? "") ? Number(param) : 0;
  if (id < 1) throw notFound();
  return id;
}

const box = (flag: number | boolean) => (flag ? "1" : "");

export async function loadSeason(db: Db, param: string | undefined) {
  const season = await getSeason(db, idFrom(param));
  if (!season) throw notFound();
  return {
    season,
    values: {
      name: season.name,
      startsOn: season.starts_on,
      endsOn: season.ends_on,
      concussionRequired: box(season.concussion_required),
    },
  };
}

export async function loadType(db: Db, param: string | undefined) {
  const type = await getType(db, idFrom(param));
  if (!type) throw notFound();
  return {
    type,
    values: {
      name: type.name,
      nameFr: type.name_fr,
      fee: feeField(type.fee_cents),
      ageRule: type.age_rule,
      canPlay: box(type.can_play),
      canCoach: box(type.can_coach),
      canOfficiate: box(type.can_officiate),
      canVote: box(type.can_vote),
      hidden: box(type.hidden),
    },
  };
}

export async function loadClub(db: Db, param: string | undefined) {
  const club = await getClub(db, idFrom(param));
  if (!club) throw notFound();
  return { club, values: { name: club.name, hidden: box(club.hidden) } };
}

/** A document kind's versions, newest first, and the form prefilled with the newest. */
export async function loadDocument(db: Db, param: string | undefined) {
  const kind = DOCUMENT_KINDS.find((known) => known === param);
  if (!kind) throw notFound();
  const versions = await listDocumentVersions(db, kind);
  const current = versions[0];
  return {
    kind,
    versions,
    values: {
      body: current?.body ?? "",
      bodyFr: current?.body_fr ?? "",
      baseVersion: String(current?.version ?? 0),
    },
  };
}

const refused = (values: Record<string, string>, errors: Record<string, string>) =>
  data({ values, errors }, { status: 400 });

const texts = (context: Context) => getTexts(context, membershipsAdminMessages);

function saved(
  deps: Deps,
  context: Context,
  to: string,
  toast: { title: string; description: string },
  values: Record<string, string | number>,
) {
  return redirectWithToast(deps.config, pathFor(context, to), {
    ...toast,
    description: format(toast.description, values),
  });
}

export async function submitSeason(
  deps: Deps,
  request: Request,
  context: Context,
  id: number | null,
  now: Date,
) {
  const t = texts(context);
  const values = await readForm(request);
  const parsed = parseWith(seasonFormSchema(t.validation), values);
  if (!parsed.ok) return refused(values, parsed.errors);
  const result = await saveSeason(deps.db, id, parsed.data, now);
  if (!result.ok) {
    const locale = getLocale(context);
    const { name, starts_on, ends_on } = result.overlap;
    return refused(values, {
      startsOn: format(t.seasons.overlap, {
        name,
        startsOn: formatDay(starts_on, locale),
        endsOn: formatDay(ends_on, locale),
      }),
    });
  }
  const toast = id === null ? t.seasons.created : t.seasons.updated;
  return saved(deps, context, "/admin/memberships", toast, { name: parsed.data.name });
}

export async function submitType(deps: Deps, request: Request, context: Context, id: number | null) {
  const t = texts(context);
  const values = await readForm(request);
  const parsed = parseWith(typeFormSchema(t.validation), values);
  if (!parsed.ok) return refused(values, parsed.errors);
  await saveType(deps.db, id, parsed.data);
  const toast = id === null ? t.types.created : t.types.updated;
  const name = getLocale(context) === "fr" ? parsed.data.nameFr : parsed.data.name;
  return saved(deps, context, "/admin/memberships/types", toast, { name });
}

export async function submitClub(deps: Deps, request: Request, context: Context, id: number | null) {
  const t = texts(context);
  const values = await readForm(request);
  const parsed = parseWith(clubFormSchema(t.validation), values);
  if (!parsed.ok) return refused(values, parsed.errors);
  const result = await saveClub(deps.db, id, parsed.data);
  if (!result.ok) return refused(values, { name: format(t.clubs.duplicate, { name: result.duplicate }) });
  const toast = id === null ? t.clubs.created : t.clubs.updated;
  return saved(deps, context, "/admin/memberships/clubs", toast, { name: parsed.data.name });
}

export async function submitDocument(
  deps: Deps,
  request: Request,
  context: Context,
  kind: DocumentKind,
  adminId: string,
  now: Date,
) {
  const t = texts(context);
  const values = await readForm(request);
  const parsed = parseWith(documentFormSchema(t.validation), values);
  if (!parsed.ok) return refused(values, parsed.errors);
  const result = await saveDocument(deps.db, kind, parsed.data, adminId, now);
  if (!result.ok) return refused(values, { baseVersion: t.documents.stale.description });
  return saved(deps, context, "/admin/memberships/documents", t.documents.saved, {
    kind: t.documents.kinds[kind],
    version: result.version,
  });
}
