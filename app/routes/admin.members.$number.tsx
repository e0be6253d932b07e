import { data, href, useNavigation } from "react-router";
import { EmailLink } from "~/components/contact-links";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { AccountChanges } from "~/features/accounts/components/account-changes";
import { dayIn } from "~/features/memberships";
import { ConsentsTable, Fact } from "~/features/memberships/components/members-admin";
import { findOrderToMarkPaid, loadMemberRecord } from "~/features/memberships/index.server";
import { MarkPaidForm } from "~/features/orders";
import { submitOrderChange } from "~/features/orders/index.server";
import { appContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { adminMeta } from "~/lib/seo";
import { membersAdminMessages } from "~/texts/pages/members-admin";
import { membershipsAdminMessages } from "~/texts/pages/memberships-admin";
import { paymentsMessages } from "~/texts/pages/payments";
import type { Route } from "./+types/admin.members.$number";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, membersAdminMessages, (m) => [m.record.metaTitle, m.metaDescription]);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const now = new Date();
  const record = await loadMemberRecord(
    db,
    params.number,
    dayIn(now, config.TIME_ZONE),
    getLocale(context),
    now,
  );
  if (!record) throw data(null, { status: 404 });
  return record;
}

/** Mark paid: the posted membership's order, changed as the order page changes it (only marking paid). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  const found = await findOrderToMarkPaid(app.db, params.number, form.membership);
  if (!found.ok && found.reason === "not-found") throw data(null, { status: 404 });
  if (!found.ok) throw data("Bad request", { status: 400 });
  return submitOrderChange(app, context, {
    form,
    orderId: found.orderId,
    back: href("/admin/members/:number", { number: found.memberNumber }),
    actions: ["mark-paid"],
  });
}

export default function AdminMember({ loaderData, actionData }: Route.ComponentProps) {
  const m = useTexts(membersAdminMessages);
  const t = m.record;
  const kinds = useTexts(membershipsAdminMessages).documents.kinds;
  const statuses = useTexts(paymentsMessages).statuses;
  const path = usePath();
  const { day, date } = useFormat();
  const busy = useNavigation().state === "submitting";
  const { member, memberships } = loaderData;
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <section>
      <PageHeader
        title={format(t.title, { name, number: member.member_number })}
        back={{ to: path(href("/admin/members")), label: t.back }}
      />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-5">
          <h2 className="font-bold">{t.person}</h2>
          <dl className="mt-2 space-y-1">
            <Fact term={t.dateOfBirth}>{day(member.date_of_birth)}</Fact>
            <Fact term={t.address}>
              {member.address}, {member.city}, {member.province} {member.postal_code}
            </Fact>
            <Fact term={t.phone}>{member.phone}</Fact>
            <Fact term={t.emergency}>
              {member.emergency_name}, {member.emergency_phone}
            </Fact>
            <Fact term={t.guardian}>
              {member.guardian_name ? (
                <>
                  {member.guardian_name}
                  {member.guardian_email ? (
                    <>
                      {" "}
                      <EmailLink email={member.guardian_email} className="text-red-800 underline" />
                    </>
                  ) : null}
                </>
              ) : (
                t.noGuardian
              )}
            </Fact>
          </dl>
        </div>
        <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 className="font-bold">{t.account}</h2>
          {member.account_email ? (
            <p className="mt-2">
              {member.account_name}{" "}
              <EmailLink email={member.account_email} className="text-red-800 underline" />
            </p>
          ) : (
            <p className="mt-2">{t.noAccount}</p>
          )}
        </div>
      </div>

      <h2 className="mt-10 text-xl font-semibold">{t.memberships}</h2>
      <p className="mt-1 text-sm text-slate-700">{t.readOnly}</p>
      {memberships.length === 0 ? <p className="mt-4">{t.noMemberships}</p> : null}
      {memberships.map((membership) => (
        <section
          key={membership.id}
          aria-labelledby={`membership-${membership.id}`}
          className="mt-6 rounded-xl p-5 ring-1 ring-slate-200"
        >
          <h3 id={`membership-${membership.id}`} className="text-lg font-bold">
            {format(t.seasonTitle, { season: membership.season })}
          </h3>
          <dl className="mt-2 max-w-xl space-y-1">
            <Fact term={t.type}>{membership.type}</Fact>
            <Fact term={t.club}>{membership.club ?? m.unattached}</Fact>
            <Fact term={m.list.age}>{m.ageGroups[membership.ageGroup]}</Fact>
            <Fact term={t.standing}>{m.standings[membership.standing]}</Fact>
            <Fact term={t.joined}>{date(membership.joined)}</Fact>
            {membership.activated ? <Fact term={t.activated}>{date(membership.activated)}</Fact> : null}
            <Fact term={t.order}>
              {membership.order ? (
                <TextLink to={path(href("/admin/orders/:number", { number: membership.order.number }))}>
                  {format(t.orderStatus, {
                    number: membership.order.number,
                    status: membership.order.status ? statuses[membership.order.status] : "-",
                  })}
                </TextLink>
              ) : (
                t.free
              )}
            </Fact>
          </dl>
          {membership.markPaid && membership.order ? (
            <MarkPaidForm
              id={`amount-${membership.id}`}
              order={{
                status: membership.order.status,
                total_cents: membership.order.totalCents,
                paid_cents: membership.order.paidCents,
              }}
              answer={actionData}
              busy={busy}
            >
              <input type="hidden" name="membership" value={membership.id} />
            </MarkPaidForm>
          ) : null}
          <h4 className="mt-6 font-semibold">{t.consents}</h4>
          <ConsentsTable t={t} kinds={kinds} consents={membership.consents} />
        </section>
      ))}
      <AccountChanges changes={loaderData.accountChanges} />
    </section>
  );
}
