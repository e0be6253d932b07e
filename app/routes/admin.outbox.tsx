import { ErrorCell, StatusList } from "~/components/status-list";
import { cell } from "~/components/ui/data-table";
import { retryFailedEmail } from "~/lib/email/outbox.server";
import { listOutbox } from "~/lib/email/queries.server";
import { useFormat } from "~/lib/formatter";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { loadStatusList, retryById } from "~/lib/status-list.server";
import { adminMessages } from "~/texts/pages/admin";
import type { Route } from "./+types/admin.outbox";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.outbox, { noindex: true });

const statuses = ["pending", "failed", "sent"] as const;

export const loader = (args: Route.LoaderArgs) => loadStatusList(args, statuses, listOutbox);

export const action = (args: Route.ActionArgs) => retryById(args, retryFailedEmail, (m) => m.outbox.retried);

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).outbox;
  const { dateTime } = useFormat();

  return (
    <StatusList
      texts={m}
      statuses={statuses}
      {...loaderData}
      cells={(row) => (
        <>
          <td className={cell}>{row.to_address}</td>
          <td className={cell}>{row.subject}</td>
          <td className={cell}>{m.kinds[row.kind] ?? row.kind}</td>
          <td className={cell}>{m.filters[row.status]}</td>
          <td className={cell}>{row.attempts}</td>
          <td className={cell}>{dateTime(row.created_at)}</td>
          <ErrorCell error={row.last_error} />
        </>
      )}
    />
  );
}
