import { data, Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import { adminUserContext } from "~/features/accounts/index.server";
import { ANNOUNCEMENT_LIMITS } from "~/features/announcements";
import {
  loadAnnouncement,
  sendAnnouncement,
  sendTestAnnouncement,
} from "~/features/announcements/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { announcementsMessages } from "~/texts/pages/announcements";
import type { Route } from "./+types/admin.announcements.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, announcementsMessages, (m) => [m.metaTitle, m.metaDescription]);

/** The id in the address, or a 404 for anything but a whole number. */
function announcementId(params: { id: string }) {
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  return Number(params.id);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadAnnouncement(context.get(appContext), announcementId(params));
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const id = announcementId(params);
  const admin = context.get(adminUserContext);
  const { intent } = await readForm(request);
  const t = getTexts(context, announcementsMessages).toasts;
  const here = pathFor(context, `/admin/announcements/${id}`);
  if (intent === "test") {
    const tested = await sendTestAnnouncement(app, id, admin, new Date());
    if (tested === "unknown") throw data(null, { status: 404 });
    if (tested === "limited")
      return redirectWithToast(app.config, here, {
        ...t.testLimited,
        description: format(t.testLimited.description, { max: ANNOUNCEMENT_LIMITS.test.max }),
        variant: "destructive",
      });
    return redirectWithToast(app.config, here, {
      ...t.tested,
      description: format(t.tested.description, { email: admin.email }),
    });
  }
  if (intent !== "send") throw data("Bad request", { status: 400 });
  const result = await sendAnnouncement(app, id, admin.id, new Date());
  if (result.status !== "sending") {
    if (result.status === "unknown") throw data(null, { status: 404 });
    return redirectWithToast(app.config, here, result.status === "already" ? t.alreadySent : t.nobody);
  }
  return redirectWithToast(app.config, here, {
    ...t.sending,
    description: format(t.sending.description, { count: result.count, perMinute: result.perMinute }),
  });
}

export default function AnnouncementPage({ loaderData }: Route.ComponentProps) {
  const m = useTexts(announcementsMessages);
  const t = m.page;
  const path = usePath();
  const locale = useLocale();
  const f = useFormat();
  const busy = useNavigation().state === "submitting";
  const { announcement, previews, audienceCount, progress } = loaderData;
  return (
    <section>
      <PageHeader
        title={locale === "fr" ? announcement.subject_fr : announcement.subject}
        intro={m.audiences[announcement.audience]}
        back={{ to: path("/admin/announcements"), label: m.title }}
      />
      <p className="mt-2">
        <Badge>{m.statuses[announcement.status]}</Badge>
      </p>
      <p className="mt-2 text-slate-700">{format(t.pace, { perMinute: announcement.per_minute })}</p>
      {announcement.sent_at ? (
        <p className="text-slate-700">{format(t.sentBy, { date: f.dateTime(announcement.sent_at) })}</p>
      ) : null}
      {audienceCount !== null ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h2 className="text-xl font-semibold">{t.recipients}</h2>
          <p className="mt-1 text-3xl font-bold" data-testid="recipient-count">
            {format(t.recipientsCount, { count: audienceCount })}
          </p>
          <p className="mt-1 text-sm text-slate-700">{t.recipientsHint}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="test" />
              <Button type="submit" variant="secondary" disabled={busy}>
                {t.sendTest}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <Button type="submit" disabled={busy || audienceCount === 0}>
                {format(t.send, { count: audienceCount })}
              </Button>
            </Form>
          </div>
        </div>
      ) : null}
      {progress ? (
        <>
          <dl className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-4">
            {(
              [
                ["queued", t.queued, progress.queued],
                ["sent", t.sent, progress.sent],
                ["failed", t.failed, progress.failed],
                ["skipped", t.skipped, progress.skipped],
              ] as const
            ).map(([key, label, value]) => (
              <div key={key} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <dt className="text-sm font-medium text-slate-700">{label}</dt>
                <dd className="mt-1 text-3xl font-bold" data-status={key}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-8 text-xl font-semibold">{t.failures}</h2>
          {progress.failures.length === 0 ? (
            <p className="mt-2">{t.noFailures}</p>
          ) : (
            <DataTable columns={[t.address, t.error]}>
              {progress.failures.map((failure) => (
                <tr key={failure.id}>
                  <td className={cell}>{failure.to_address}</td>
                  <td className={cell}>{failure.last_error}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      ) : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {(
          [
            ["en", t.preview, previews.en],
            ["fr", t.previewFr, previews.fr],
          ] as const
        ).map(([lang, label, preview]) => (
          <article key={lang} lang={lang} className="rounded-xl p-5 ring-1 ring-slate-200">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{label}</h2>
            <p className="mt-2 text-lg font-semibold">{preview.subject}</p>
            <div
              className="prose mt-2 max-w-none"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToHtml's output, sanitised by an allowlist (lib/markdown.server).
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          </article>
        ))}
      </div>
    </section>
  );
}
