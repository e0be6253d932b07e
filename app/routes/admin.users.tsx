import { data, Form, useNavigation } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { Field, SubmitButton } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pager";
import { useActionToast } from "~/components/ui/use-action-toast";
import { promoteSchema } from "~/features/accounts";
import {
  listLatestAccountChanges,
  listUsers,
  type PromoteResult,
  promoteToAdmin,
} from "~/features/accounts/index.server";
import { appContext } from "~/lib/context.server";
import { parseWith } from "~/lib/form";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getTexts } from "~/lib/i18n";
import { pageCount, paging } from "~/lib/paging";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormValidation } from "~/lib/use-form-validation";
import { accountMessages } from "~/texts/pages/account";
import { accountsMessages } from "~/texts/pages/accounts";
import { adminMessages } from "~/texts/pages/admin";
import type { Route } from "./+types/admin.users";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.users, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const { page, perPage, offset } = paging(new URL(request.url).searchParams);
  const { users, total } = await listUsers(db, { offset, perPage });
  const changes = new Map(
    (
      await listLatestAccountChanges(
        db,
        users.map((user) => user.id),
      )
    ).map((change) => [change.user_id, change]),
  );
  // The id is the account's key in the database and better-auth: the table shows the address instead.
  return {
    users: users.map(({ id, ...user }) => {
      const change = changes.get(id);
      return { ...user, lastChange: change ? { kind: change.kind, at: change.created_at } : null };
    }),
    total,
    page,
    pages: pageCount(total, perPage),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const t = getTexts(context, adminMessages).users.toast;
  const parsed = parseWith(
    promoteSchema(getTexts(context, accountsMessages).validation),
    await readForm(request),
  );
  if (!parsed.ok) return data({ errors: parsed.errors, toast: null }, { status: 400 });
  const { email } = parsed.data;
  let result: PromoteResult;
  try {
    result = await promoteToAdmin(app, email);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "promote failed", error: String(error) }));
    return data({ errors: {}, toast: { ...t.error, variant: "destructive" as const } }, { status: 500 });
  }
  const toasts = {
    promoted: t.success,
    "already-admin": t.alreadyAdmin,
    "not-found": { ...t.notFound, variant: "destructive" as const },
  };
  const toast = toasts[result];
  // `url`, not `request.url`: a submission with JavaScript arrives as /admin/users.data.
  return redirectWithToast(app.config, url.pathname + url.search, {
    ...toast,
    description: format(toast.description, { email }),
  });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).users;
  const changes = useTexts(accountMessages).changes;
  const validation = useTexts(accountsMessages).validation;
  const { dateTime } = useFormat();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormValidation(
    (values) => parseWith(promoteSchema(validation), values),
    actionData?.errors,
  );
  useActionToast(actionData?.toast);
  const { users, total, page, pages } = loaderData;

  return (
    <section>
      <PageHeader title={m.title} />
      <div className="mt-6 max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-xl font-semibold">{m.promoteTitle}</h2>
        <p className="mt-1 text-sm text-slate-700">{m.promoteIntro}</p>
        <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <Field name="email" type="email" label={m.email} autoComplete="off" error={errors.email} required />
          <SubmitButton busy={busy}>{m.promote}</SubmitButton>
        </Form>
      </div>

      <h2 className="mt-10 text-xl font-semibold">{m.listTitle}</h2>
      <p className="text-sm text-slate-700">{format(m.total, { count: total })}</p>
      {users.length === 0 ? (
        <p className="mt-4">{m.empty}</p>
      ) : (
        <DataTable
          columns={[
            m.columns.email,
            m.columns.name,
            m.columns.role,
            m.columns.created,
            m.columns.lastSignIn,
            changes.lastChange,
          ]}
        >
          {users.map((user) => (
            <tr key={user.email}>
              <td className={cell}>{user.closedAt ? changes.closedAccount : user.email}</td>
              <td className={cell}>{user.name}</td>
              <td className={cell}>{m.roles[user.role]}</td>
              <td className={cell}>{dateTime(user.createdAt)}</td>
              <td className={cell}>{user.lastSignInAt ? dateTime(user.lastSignInAt) : m.never}</td>
              <td className={cell}>
                {user.lastChange
                  ? `${changes.kinds[user.lastChange.kind]}, ${dateTime(user.lastChange.at)}`
                  : ""}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pages={pages} labels={m} />
    </section>
  );
}
