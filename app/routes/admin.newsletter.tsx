import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { countSubscribers } from "~/features/newsletter/index.server";
import { appContext } from "~/lib/context.server";
import { usePath, useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { newsletterMessages } from "~/texts/pages/newsletter";
import type { Route } from "./+types/admin.newsletter";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, newsletterMessages, (m) => m.admin, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return { counts: await countSubscribers(context.get(appContext).db) };
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useTexts(newsletterMessages).admin;
  const path = usePath();
  const { counts } = loaderData;
  const rows = [
    ["confirmed", t.counts.confirmed],
    ["pending", t.counts.pending],
    ["unsubscribed", t.counts.unsubscribed],
  ] as const;
  return (
    <section>
      <PageHeader title={t.title} intro={t.intro} />
      <dl className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-3">
        {rows.map(([status, label]) => (
          <div key={status} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="mt-1 text-3xl font-bold" data-status={status}>
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={path("/admin/newsletter.csv")}
        download
        className={buttonClass({ className: "mt-8 inline-block" })}
      >
        {t.download}
      </a>
    </section>
  );
}
