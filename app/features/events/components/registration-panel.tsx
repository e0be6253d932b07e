import { Form, href } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { TextLink } from "~/components/ui/text-link";
import { SELF } from "~/features/events/registration/attendee";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { usePath, useTexts } from "~/lib/root-data";
import { eventsMessages } from "~/texts/pages/events";
import { registrationsMessages } from "~/texts/pages/registrations";
import type { RegistrationPhase } from "../rules";
import { MembersOnlyNotice } from "./members-only";
import { type ManagedPerson, RegistrationForm } from "./registration-form";

/** What the event page knows of registering (standing/service.server.ts `eventStanding`). */
export type Standing = {
  phase: RegistrationPhase;
  opensAt: string | null;
  cancelUntil: string;
  cancellable: boolean;
  registered: boolean;
  /** Whether the holder is registered themselves; the children the account registered, by name. */
  self: boolean;
  children: string[];
  /** How to pay the fee awaiting payment (the e-mail's sentences), shown until it is paid. */
  payWith?: { title: string; paragraphs: string[] } | null;
  /** The fee of the member's registration: paid, or awaited by `dueAt` (its order's page says how). */
  payment:
    | { status: "paid" }
    | { status: "awaiting-payment"; token: string; dueAt: string; amountCents: number }
    | null;
  /** The account's places in the waiting line: the holder's own first (`name` null), then its children's. */
  waitlist: WaitlistPlace[];
};

/** A place in the waiting line: the holder's own (`name` null, `memberId` null) or a child's. */
type WaitlistPlace = { memberId: number | null; name: string | null } & (
  | { status: "waiting"; position: number }
  | { status: "offered"; token: string; expiresAt: string | null }
);

/**
 * The event page's registration box: the account's registrations and places in the waiting line first
 * (its own and its children's, each place with its offer or a button that leaves the line), then whether
 * registration is open, then the registration form, or the waiting list's when the event is full.
 */
export function RegistrationPanel({
  eventId,
  past,
  left,
  feeCents,
  membersOnly = false,
  standing,
  people = [],
  user,
  busy,
}: {
  eventId: number;
  /** Registration requires an active membership. */
  membersOnly?: boolean;
  /** The event's fee; 0: free. */
  feeCents: number;
  past: boolean;
  /** Spots nobody has or holds; null: no limit. */
  left: number | null;
  standing: Standing;
  /** The children the account manages, whom the forms offer to register or to put in the waiting line. */
  people?: ManagedPerson[];
  user: { name: string; email: string } | null;
  busy: boolean;
}) {
  const m = useTexts(eventsMessages);
  const t = useTexts(registrationsMessages);
  const path = usePath();
  const { dateTime, deadline, money } = useFormat();
  const here = path(href("/events/:id", { id: String(eventId) }));
  const signInTo = path(`${href("/signin")}?${new URLSearchParams({ redirectTo: here })}`);
  const signIn = (label: string) => (
    <div className="space-y-4">
      {membersOnly ? <MembersOnlyNotice signInTo={signInTo} /> : null}
      <LinkButton to={signInTo} className="inline-block">
        {label}
      </LinkButton>
    </div>
  );
  const cancelUntil = standing.cancellable ? (
    <p className="text-sm text-slate-700">
      {format(t.event.cancelUntil, { date: dateTime(standing.cancelUntil) })}
    </p>
  ) : null;
  const { waitlist } = standing;
  const full = left === 0 ? <p>{m.detail.full}</p> : null;

  if (past) return <p>{m.detail.past}</p>;
  const registered = standing.registered ? (
    <div className="space-y-3">
      {standing.self ? <p className="font-semibold">{t.event.registered}</p> : null}
      {standing.children.length > 0 ? (
        <p className="font-semibold">{format(t.event.attendees, { names: standing.children.join(", ") })}</p>
      ) : null}
      {standing.payment?.status === "awaiting-payment" ? (
        <p>
          {format(t.event.paymentDue, {
            date: deadline(standing.payment.dueAt),
            amount: money(standing.payment.amountCents),
          })}{" "}
          <TextLink to={path(href("/orders/:token", { token: standing.payment.token }))}>
            {t.event.howToPay}
          </TextLink>
        </p>
      ) : null}
      {standing.payment?.status === "awaiting-payment" && standing.payWith ? (
        <section aria-labelledby="pay-with" className="rounded-md bg-amber-50 p-4 text-sm text-slate-900">
          <h3 id="pay-with" className="font-semibold">
            {standing.payWith.title}
          </h3>
          {standing.payWith.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {paragraph}
            </p>
          ))}
        </section>
      ) : standing.payment?.status === "paid" ? (
        <p>{t.event.paid}</p>
      ) : null}
      {cancelUntil}
      <TextLink to={path(href("/account/registrations"))}>{t.event.manage}</TextLink>
    </div>
  ) : null;
  const place = (entry: WaitlistPlace) =>
    entry.status === "offered" ? (
      <div key={entry.memberId ?? SELF} className="space-y-4">
        <p className="font-semibold">
          {entry.name === null
            ? format(t.event.held, { date: dateTime(entry.expiresAt ?? "") })
            : format(t.event.heldFor, { date: dateTime(entry.expiresAt ?? ""), name: entry.name })}
        </p>
        <LinkButton to={path(href("/waitlist/:token", { token: entry.token }))} className="inline-block">
          {t.event.answerOffer}
        </LinkButton>
      </div>
    ) : (
      <Form
        key={entry.memberId ?? SELF}
        method="post"
        action={path(href("/events/:id/waitlist", { id: String(eventId) }))}
        className="space-y-4"
      >
        <p className="font-semibold">
          {entry.name === null
            ? format(t.event.position, { position: entry.position })
            : format(t.event.positionFor, { position: entry.position, name: entry.name })}
        </p>
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="attendee" value={entry.memberId ?? SELF} />
        <input type="hidden" name="from" value={here} />
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          className="text-slate-900 disabled:opacity-70"
        >
          {busy
            ? t.event.leaving
            : entry.name === null
              ? t.event.leave
              : format(t.event.leaveFor, { name: entry.name })}
        </Button>
      </Form>
    );
  if (registered || waitlist.length > 0)
    return (
      <div className="space-y-6">
        {registered}
        {!registered && waitlist.some((entry) => entry.status === "waiting") ? full : null}
        {waitlist.map(place)}
        {/* Someone else the account manages can still join the line (the form's own page, decision 048). */}
        {left === 0 && standing.phase === "open" && people.length > 0 ? (
          <TextLink to={path(href("/events/:id/waitlist", { id: String(eventId) }))}>
            {t.event.addToLine}
          </TextLink>
        ) : null}
      </div>
    );
  if (standing.phase === "not-open")
    return <p>{format(t.event.opensOn, { date: dateTime(standing.opensAt ?? "") })}</p>;
  if (standing.phase === "closed") return <p>{t.event.closed}</p>;
  if (left === 0)
    return (
      <div className="space-y-4">
        {full}
        {user ? (
          <>
            <p className="text-sm text-slate-700">{t.event.fullIntro}</p>
            <RegistrationForm
              eventId={eventId}
              membersOnly={membersOnly}
              action={path(href("/events/:id/waitlist", { id: String(eventId) }))}
              texts={t.join}
              validation={m.validation}
              defaults={{ name: user.name, email: user.email }}
              people={people}
              actionData={undefined}
              from={here}
              busy={busy}
            />
          </>
        ) : (
          signIn(t.event.signInToJoin)
        )}
      </div>
    );
  return user ? (
    <div className="space-y-4">
      {feeCents > 0 ? (
        <p className="text-sm text-slate-700">{format(m.register.feeNotice, { amount: money(feeCents) })}</p>
      ) : null}
      {cancelUntil}
      <RegistrationForm
        eventId={eventId}
        membersOnly={membersOnly}
        texts={m.register}
        validation={m.validation}
        defaults={{ name: user.name, email: user.email }}
        people={people}
        actionData={undefined}
        from={here}
        busy={busy}
      />
    </div>
  ) : (
    signIn(m.detail.signInToRegister)
  );
}
