import { appContext } from "~/lib/context.server";
import { formatterFor } from "~/lib/formatter";
import { format, getLocale, getTexts } from "~/lib/i18n";
import { eventsMessages } from "~/texts/pages/events";
import { type AgeRange, ageRangeText, type FeeOrder } from "./rules";

/**
 * The toast of a registration made (from the form, or by accepting an offer): for an event with a fee it
 * says what is due by when, the confirmation e-mail and the event page saying how to pay.
 */
export function registeredToast(
  context: Parameters<typeof getTexts>[0],
  title: string,
  order: FeeOrder | undefined,
) {
  const t = getTexts(context, eventsMessages).register;
  if (!order) return { ...t.success, description: format(t.success.description, { title }) };
  const formatter = formatterFor(getLocale(context), context.get(appContext).config.TIME_ZONE);
  return {
    ...t.successPaid,
    description: format(t.successPaid.description, {
      title,
      amount: formatter.money(order.totalCents),
      deadline: formatter.deadline(order.dueAt),
    }),
  };
}

/** The refusal of an attendee outside the event's age range: who, their age on its first day, and the range. */
export function ageRefusal(
  context: Parameters<typeof getTexts>[0],
  outcome: {
    status: "too-young" | "too-old" | "age-unknown";
    event: { startsAt: string; minAge: number | null; maxAge: number | null };
    attendee?: { name: string; age: number | null };
  },
) {
  const m = getTexts(context, eventsMessages);
  const range: AgeRange = { min_age: outcome.event.minAge, max_age: outcome.event.maxAge };
  const ages = ageRangeText(m.detail, range) ?? "";
  if (outcome.status === "age-unknown" || !outcome.attendee) return format(m.register.ageUnknown, { ages });
  const formatter = formatterFor(getLocale(context), context.get(appContext).config.TIME_ZONE);
  return format(outcome.status === "too-young" ? m.register.tooYoung : m.register.tooOld, {
    name: outcome.attendee.name,
    age: String(outcome.attendee.age ?? ""),
    date: formatter.date(outcome.event.startsAt),
    ages,
  });
}
