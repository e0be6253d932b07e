import { cell, DataTable } from "~/components/ui/data-table";
import type { AccountChangeKind } from "~/db/schema";
import { useFormat } from "~/lib/formatter";
import { useTexts } from "~/lib/root-data";
import { accountMessages } from "~/texts/pages/account";

/** What a member changed in their account, for the administrators (decision 052): what, from which page, when. */
export function AccountChanges({
  changes,
}: {
  changes: { kind: AccountChangeKind; page: string; created_at: string }[];
}) {
  const t = useTexts(accountMessages).changes;
  const { dateTime } = useFormat();
  return (
    <section aria-labelledby="account-changes" className="mt-10">
      <h2 id="account-changes" className="text-xl font-semibold">
        {t.title}
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2">{t.none}</p>
      ) : (
        <DataTable columns={[t.what, t.page, t.when]}>
          {changes.map((change) => (
            <tr key={`${change.created_at}-${change.kind}-${change.page}`}>
              <td className={cell}>{t.kinds[change.kind]}</td>
              <td className={`${cell} break-all`}>{change.page}</td>
              <td className={cell}>{dateTime(change.created_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
