import { data, Form, href, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { parseMessageId, replyLink } from "~/features/contact";
import { getContactMessage, markContactMessageHandled } from "~/features/contact/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { contactMessages } from "~/texts/pages/contact";
import type { Route } from "./+types/admin.messages.$id";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, contactMessages, (m) => ({ ...m.admin, metaTitle: m.admin.detail.metaTitle }), {
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseMessageId(params.id);
  const message = id === null ? undefined : await getContactMessage(context.get(appContext).db, id);
  if (!message) throw data(null, { status: 404 });
  return { message };
}

export async function action({ params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const id = parseMessageId(params.id);
  if (id === null || !(await markContactMessageHandled(app, id))) throw data(null, { status: 404 });
  const message = await getContactMessage(app.db, id);
  const t = getTexts(context, contactMessages).admin.handled;
  const name = message ? `${message.first_name} ${message.last_name}` : "";
  return redirectWithToast(app.config, pathFor(context, href("/admin/messages/:id", { id: String(id) })), {
    ...t,
    description: format(t.description, { name }),
  });
}

export default function AdminMessage({ loaderData }: Route.ComponentProps) {
  const t = useTexts(contactMessages).admin;
  const path = usePath();
  const d = t.detail;
  const { dateTime } = useFormat();
  const busy = useNavigation().state === "submitting";
  const { message } = loaderData;
  return (
    <section>
      <PageHeader title={message.subject} back={{ to: path("/admin/messages"), label: d.back }} />
      <dl className="mt-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{d.from}</dt>
        <dd>
          {message.first_name} {message.last_name}
        </dd>
        <dt className="font-semibold">{d.email}</dt>
        <dd className="break-all">{message.email}</dd>
        <dt className="font-semibold">{d.received}</dt>
        <dd>{dateTime(message.created_at)}</dd>
        <dt className="font-semibold">{d.status}</dt>
        <dd>
          {message.handled_at ? format(d.handledOn, { date: dateTime(message.handled_at) }) : t.status.open}
        </dd>
      </dl>
      <div className="mt-6 max-w-3xl whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
        {message.message}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={replyLink(message.email, message.subject, d.replySubject)} className={buttonClass()}>
          {d.reply}
        </a>
        {message.handled_at ? null : (
          <Form method="post">
            <Button type="submit" disabled={busy} variant="secondary" className="disabled:opacity-70">
              {d.markHandled}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
