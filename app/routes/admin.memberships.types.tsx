import { data } from "react-router";
import { cell, DataTable } from "~/components/ui/data-table";
import { TextLink } from "~/components/ui/text-link";
import { ALLOWS } from "~/features/memberships";
import { SetupHeader, TypeForm } from "~/features/memberships/components/setup";
import { listTypes, submitType } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { pathFor } from "~/lib/i18n/paths";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import type { Route } from "./+types/admin.memberships.types";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membershipsAdminMessages, (m) => [m.types.metaTitle, m.metaDescription]);

export async function loader({ context }: Route.LoaderArgs) {
  return { types: await listTypes(context.get(appContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(appContext);
  const values = await readForm(request);
  const result = await submitType(db, values, getLocale(context), null);
  if (!result.ok) return data({ values, errors: result.errors }, { status: 400 });
  const toast = getTexts(context, membershipsAdminMessages).types.created;
  return redirectWithToast(config, pathFor(context, "/admin/memberships/types"), {
    ...toast,
    description: format(toast.description, { name: result.name }),
  });
}

const emptyType = {
  name: "",
  nameFr: "",
  fee: "",
  ageRule: "any",
  canPlay: "",
  canCoach: "",
  canOfficiate: "",
  canVote: "",
  hidden: "",
};

export default function MembershipTypes({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membershipsAdminMessages);
  const t = m.types;
  const path = usePath();
  const { money } = useFormat();
  return (
    <section>
      <SetupHeader />
      <h2 className="mt-8 text-xl font-semibold">{t.listTitle}</h2>
      {loaderData.types.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <DataTable
          columns={[
            t.name,
            t.nameFr,
            m.columns.fee,
            m.columns.age,
            m.columns.allows,
            m.columns.status,
            m.columns.actions,
          ]}
        >
          {loaderData.types.map((type) => {
            const allows = ALLOWS.filter((allow) => type[allow]).map((allow) => t.allows[allow]);
            return (
              <tr key={type.id}>
                <td className={cell}>{type.name}</td>
                <td className={cell} lang="fr">
                  {type.name_fr}
                </td>
                <td className={cell}>{type.fee_cents === 0 ? t.free : money(type.fee_cents)}</td>
                <td className={cell}>{t.ageRules[type.age_rule]}</td>
                <td className={cell}>{allows.length === 0 ? t.nothingAllowed : allows.join(", ")}</td>
                <td className={cell}>{type.hidden ? m.hidden : m.shown}</td>
                <td className={cell}>
                  <TextLink
                    to={path(`/admin/memberships/types/${type.id}`)}
                    aria-label={format(m.editItem, { name: type.name })}
                  >
                    {m.edit}
                  </TextLink>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <h2 className="mt-10 text-xl font-semibold">{t.newTitle}</h2>
      <TypeForm state={actionData ?? { values: emptyType }} submit={t.create} />
    </section>
  );
}
