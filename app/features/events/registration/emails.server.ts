import { href } from "react-router";
import { attendanceDetails, letter, type Recipient } from "~/features/events/emails.server";
import type { RuleEvent } from "~/features/events/queries.server";
import { eventTextsIn } from "~/features/events/rules";
import type { PaymentInstructions } from "~/features/orders/index.server";
import type { Config } from "~/lib/config";
import { formatterFor } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { localePath } from "~/lib/i18n/paths";
import { eventsMessages } from "~/texts/pages/events";
import type { FeeOrder } from "./rules";

/** The confirmation of a registration, to the account holder and naming who attends: where and when, how to cancel and, for a fee, what to pay by when and how. */
export function confirmationEmail(
  config: Config,
  event: RuleEvent,
  to: Recipient & { manageToken: string; attending?: string },
  fee: { order: FeeOrder; instructions: PaymentInstructions } | null,
) {
  const t = eventsMessages[to.locale].email;
  const { title } = eventTextsIn(event, to.locale);
  const details = attendanceDetails(config, event, to);
  const formatter = formatterFor(to.locale, config.TIME_ZONE);
  const payment = fee
    ? [
        format(t.payment, {
          deadline: formatter.deadline(fee.order.dueAt),
          amount: formatter.money(fee.order.totalCents),
        }),
        fee.instructions.title,
        ...fee.instructions.paragraphs,
      ]
    : [];
  const orderLink = fee
    ? [
        {
          label: t.paymentAction,
          url: `${config.BASE_URL}${localePath(to.locale, href("/orders/:token", { token: fee.order.token }))}`,
        },
      ]
    : [];
  return letter(config, to, {
    kind: "event-registration",
    subject: format(t.subject, { title }),
    heading: t.heading,
    ...details,
    paragraphs: [
      format(t.body, { title }),
      ...(to.attending ? [format(t.attending, { name: to.attending })] : []),
      ...payment,
      ...details.paragraphs,
    ],
    links: [...orderLink, ...details.links],
  });
}
