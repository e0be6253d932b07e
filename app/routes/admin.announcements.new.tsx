import { data, Form, useNavigation } from "react-router";
import { CheckboxField, Field, SelectField, SubmitButton, TextAreaField } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { AUDIENCES } from "~/features/announcements";
import { createAnnouncement, loadComposeOptions } from "~/features/announcements/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { announcementsMessages } from "~/texts/pages/announcements";
import type { Route } from "./+types/admin.announcements.new";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, announcementsMessages, (m) => [m.form.newTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  return loadComposeOptions(context.get(appContext), new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const values = await readForm(request);
  const admin = context.get(adminUserContext);
  const result = await createAnnouncement(app, values, getLocale(context), admin.id, new Date());
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  return redirectWithToast(
    app.config,
    pathFor(context, `/admin/announcements/${result.data.id}`),
    getTexts(context, announcementsMessages).toasts.saved,
  );
}

export default function NewAnnouncement({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(announcementsMessages);
  const t = m.form;
  const path = usePath();
  const locale = useLocale();
  const f = useFormat();
  const busy = useNavigation().state === "submitting";
  const values: Record<string, string> = actionData?.values ?? { perMinute: String(loaderData.maxPerMinute) };
  const errors: Record<string, string> = actionData?.errors ?? {};
  const { seasons, types, clubs, competitions, events, maxPerMinute } = loaderData;
  return (
    <section>
      <PageHeader
        title={t.newTitle}
        intro={t.newIntro}
        back={{ to: path("/admin/announcements"), label: m.title }}
      />
      <Form method="post" noValidate className="mt-6 max-w-3xl space-y-5">
        <Field
          name="subject"
          label={t.subject}
          defaultValue={values.subject}
          error={errors.subject}
          required
        />
        <Field
          name="subjectFr"
          label={t.subjectFr}
          lang="fr"
          defaultValue={values.subjectFr}
          error={errors.subjectFr}
          required
        />
        <TextAreaField
          name="body"
          label={t.body}
          rows={10}
          defaultValue={values.body}
          error={errors.body}
          required
        />
        <TextAreaField
          name="bodyFr"
          label={t.bodyFr}
          lang="fr"
          rows={10}
          defaultValue={values.bodyFr}
          error={errors.bodyFr}
          required
        />
        <SelectField
          name="audience"
          label={t.audience}
          defaultValue={values.audience ?? ""}
          error={errors.audience}
          required
        >
          <option value="">{t.choose}</option>
          {AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {m.audiences[audience]}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-3 rounded-lg p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold">{m.audiences.members}</legend>
          <SelectField
            name="seasonId"
            label={t.season}
            defaultValue={values.seasonId ?? ""}
            error={errors.seasonId}
          >
            <option value="">{t.choose}</option>
            {seasons.map((season) => (
              <option key={season.id} value={season.id}>
                {season.name}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t.types}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {types.map((type) => (
                <CheckboxField
                  key={type.id}
                  name={`type_${type.id}`}
                  label={locale === "fr" ? type.name_fr : type.name}
                  checked={values[`type_${type.id}`] === "1"}
                />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t.clubs}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {clubs.map((club) => (
                <CheckboxField
                  key={club.id}
                  name={`club_${club.id}`}
                  label={club.name}
                  checked={values[`club_${club.id}`] === "1"}
                />
              ))}
            </div>
          </fieldset>
        </fieldset>
        <fieldset className="space-y-3 rounded-lg p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold">{m.audiences.officials}</legend>
          <SelectField
            name="competitionId"
            label={t.competition}
            defaultValue={values.competitionId ?? ""}
            error={errors.competitionId}
          >
            <option value="">{t.choose}</option>
            {competitions.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {`${locale === "fr" ? competition.name_fr : competition.name} (${competition.season})`}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <fieldset className="space-y-3 rounded-lg p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold">{m.audiences.event}</legend>
          <SelectField
            name="eventId"
            label={t.event}
            defaultValue={values.eventId ?? ""}
            error={errors.eventId}
          >
            <option value="">{t.choose}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {`${locale === "fr" ? event.title_fr : event.title} (${f.date(event.starts_at)})`}
              </option>
            ))}
          </SelectField>
          <CheckboxField name="includeWaitlist" label={t.waitlist} checked={values.includeWaitlist === "1"} />
        </fieldset>
        <div>
          <CheckboxField name="ownBusiness" label={t.ownBusiness} checked={values.ownBusiness === "1"} />
          <p className="mt-1 text-sm text-slate-700">{t.ownBusinessHint}</p>
        </div>
        <Field
          name="perMinute"
          type="number"
          min={1}
          max={maxPerMinute}
          label={format(t.perMinute, { max: maxPerMinute })}
          defaultValue={values.perMinute}
          error={errors.perMinute}
          required
        />
        <div className="max-w-xs">
          <SubmitButton busy={busy} busyLabel={t.saving}>
            {t.save}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
