import { data, href } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { requireUser } from "~/features/accounts/index.server";
import { dayIn } from "~/features/memberships";
import { loadJoinConfirmation } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format, getLocale } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { privateMeta } from "~/lib/seo";
import { membershipsMessages } from "~/texts/pages/memberships";
import { paymentsMessages } from "~/texts/pages/payments";
import type { Route } from "./+types/membership.joined.$number";

export const meta: Route.MetaFunction = (args) =>
  privateMeta(args, membershipsMessages, (m) => m.joined.metaTitle, {});

/** A member number as printed ("OHA-000123"). */
const MEMBER_NUMBER = /^[A-Z0-9]{1,20}-\d{6,9}$/;

/**
 * Where joining ends: the person's newest membership, the next steps and, while it awaits payment, how to
 * pay it. Only for the account that manages the person; anyone else's number is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const app = args.context.get(appContext);
  const number = args.params.number;
  const page = MEMBER_NUMBER.test(number)
    ? await loadJoinConfirmation(
        app,
        user,
        number,
        getLocale(args.context),
        dayIn(new Date(), app.config.TIME_ZONE),
      )
    : undefined;
  if (!page) throw data(null, { status: 404 });
  return page;
}

export default function MembershipJoined({ loaderData }: Route.ComponentProps) {
  const m = useTexts(membershipsMessages);
  const t = m.joined;
  const i = useTexts(paymentsMessages).instructions;
  const path = usePath();
  const { money, deadline } = useFormat();
  const { member, membership, payment, email } = loaderData;
  const steps = (payment ? t.nextAwaiting : t.nextActive).map((step) =>
    format(step, { amount: payment ? money(payment.amountCents) : "", email }),
  );
  const term = "font-semibold";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="break-words text-3xl font-bold">
        {payment ? t.awaitingTitle : format(t.activeTitle, { name: member.name })}
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        {format(t.summary, {
          name: member.name,
          type: membership.type,
          season: membership.season,
          number: member.number,
        })}
      </p>
      <p className="mt-1 text-slate-700">
        {format(t.standing, { standing: m.overview.standing[membership.standing] })}
      </p>
      <Panel id="next-steps" heading={t.nextTitle} className="mt-8">
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          {member.guardianAsked ? <li>{t.nextGuardian}</li> : null}
        </ol>
      </Panel>
      {payment ? (
        <section
          aria-labelledby="payment-title"
          className="mt-8 rounded-xl border-2 border-amber-400 bg-amber-50 p-6"
        >
          <h2 id="payment-title" className="text-xl font-bold">
            {payment.title}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className={term}>{i.amount}</dt>
            <dd>{money(payment.amountCents)}</dd>
            <dt className={term}>{i.recipient}</dt>
            <dd className="break-words">
              {payment.recipient.email} ({payment.recipient.name})
            </dd>
            <dt className={term}>{i.referenceLabel}</dt>
            <dd className="font-mono">{payment.reference}</dd>
            {payment.dueAt ? (
              <>
                <dt className={term}>{i.deadline}</dt>
                <dd>{deadline(payment.dueAt)}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 space-y-2 text-slate-800">
            {payment.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-4">
        <LinkButton to={path(href("/membership/card/:number", { number: member.number }))}>
          {t.card}
        </LinkButton>
        <LinkButton to={path(href("/membership"))} variant="secondary">
          {t.overview}
        </LinkButton>
      </div>
    </section>
  );
}
