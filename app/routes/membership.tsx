import { href } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { TextLink } from "~/components/ui/text-link";
import { getUser } from "~/features/accounts/index.server";
import { dayIn } from "~/features/memberships";
import { MembershipInfo } from "~/features/memberships/components/membership-info";
import { loadMembershipInfo, loadOverview } from "~/features/memberships/index.server";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { readingPage } from "~/lib/page-scripts";
import { useLocale, usePath, useTexts } from "~/lib/root-data";
import { metaFor, privateMeta } from "~/lib/seo";
import { commonMessages } from "~/texts/pages/common";
import { membershipsMessages } from "~/texts/pages/memberships";
import type { Route } from "./+types/membership";

/** A reading page: sent without the framework's scripts (decision 073). */
export const handle = readingPage;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.overview
    ? privateMeta(args, membershipsMessages, (m) => m.overview.metaTitle, {})
    : metaFor(args, membershipsMessages, (m) => m.public);

/**
 * Everyone: the season open for joining, the types and fees, and what joining involves (the page cache keeps
 * it for visitors). Signed in: first the people this account manages and their memberships, nobody else's.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  const { db, config } = args.context.get(appContext);
  const today = dayIn(new Date(), config.TIME_ZONE);
  const [info, overview] = await Promise.all([
    loadMembershipInfo(db, today),
    user ? loadOverview(db, user.id, today) : null,
  ]);
  return { info, overview };
}

const standingClass = {
  active: "bg-green-100 text-green-900",
  "awaiting-payment": "bg-amber-100 text-amber-900",
  expired: "bg-slate-200 text-slate-900",
  cancelled: "bg-slate-200 text-slate-900",
} as const;

export default function Membership({ loaderData }: Route.ComponentProps) {
  const { info, overview } = loaderData;
  if (!overview) return <MembershipInfo info={info} signedIn={false} hero />;
  return (
    <>
      <MyMembership overview={overview} />
      <MembershipInfo info={info} signedIn hero={false} />
    </>
  );
}

function MyMembership({
  overview,
}: {
  overview: NonNullable<Route.ComponentProps["loaderData"]["overview"]>;
}) {
  const t = useTexts(membershipsMessages).overview;
  const { actionFor } = useTexts(commonMessages);
  const path = usePath();
  const locale = useLocale();
  const { deadline } = useFormat();
  const { people, open } = overview;
  const join = path(href("/membership/join"));
  const renew = (number: string) => `${join}?${new URLSearchParams({ member: number })}`;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          open ? (
            <>
              {people.length === 0 ? <LinkButton to={join}>{t.join}</LinkButton> : null}
              <LinkButton to={`${join}?who=child`} variant="secondary">
                {t.registerOther}
              </LinkButton>
            </>
          ) : null
        }
      />
      {open ? null : <p className="mt-6">{t.noSeason}</p>}
      {people.length === 0 ? (
        <p className="mt-8">{t.empty}</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {people.map((person) => (
            <li key={person.number} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <h2 className="text-xl font-semibold">{person.name}</h2>
                  <p className="text-sm text-slate-700">{format(t.number, { number: person.number })}</p>
                  <TextLink
                    to={path(href("/membership/card/:number", { number: person.number }))}
                    aria-label={format(actionFor, { action: t.card, item: person.name })}
                    className="text-sm"
                  >
                    {t.card}
                  </TextLink>
                </div>
                {person.next ? (
                  <LinkButton
                    to={renew(person.number)}
                    aria-label={format(person.memberships.length === 0 ? t.joinFor : t.renewFor, {
                      name: person.name,
                      season: person.next.name,
                    })}
                  >
                    {person.memberships.length === 0 ? t.join : format(t.renew, { season: person.next.name })}
                  </LinkButton>
                ) : null}
              </div>
              {person.memberships.length === 0 ? (
                <p className="mt-3 text-sm text-slate-700">{t.noMemberships}</p>
              ) : (
                <ul className="mt-3 space-y-2">
                  {person.memberships.map((membership) => (
                    <li key={membership.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span>
                        {format(t.membership, {
                          season: membership.season,
                          type: locale === "fr" ? membership.typeFr : membership.type,
                          club: membership.club ?? t.unattached,
                        })}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-sm font-medium ${standingClass[membership.standing]}`}
                      >
                        {t.standing[membership.standing]}
                      </span>
                      {membership.payment ? (
                        <span className="text-sm text-slate-700">
                          {membership.payment.dueAt
                            ? `${format(t.payBy, { date: deadline(membership.payment.dueAt) })} `
                            : null}
                          <TextLink
                            to={path(href("/orders/:token", { token: membership.payment.token }))}
                            aria-label={format(actionFor, {
                              action: t.howToPay,
                              item: `${person.name}, ${membership.season}`,
                            })}
                          >
                            {t.howToPay}
                          </TextLink>
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
