import { z } from "zod";
import type { Config } from "~/lib/config";
import { format } from "~/lib/i18n";
import { emailAddress, multiLine, singleLine } from "~/lib/text";
import type { OrdersAdminTexts } from "~/texts/pages/orders-admin";

/**
 * How the association is paid (docs/payments.md), edited at /admin/payments and stored in the `settings`
 * table under PAYMENT_SETTINGS_KEY. Until an administrator saves them, the defaults come from the
 * configuration: the contact address receives the e-Transfers, in the association's name.
 */
export type PaymentSettings = {
  /** Where buyers send their Interac e-Transfer. */
  etransferEmail: string;
  /** The recipient's name as the buyer's bank shows it. */
  etransferName: string;
  /** The security question and answer, or a note that autodeposit is on; may be empty. */
  etransferNote: string;
  /** Days a buyer has to pay before an unpaid order expires. */
  paymentDays: number;
  /** Whether buyers may choose to pay in person (cash or card at an event). */
  inPersonEnabled: boolean;
  /** Where and when one pays in person; may be empty. */
  inPersonNote: string;
};

export const PAYMENT_SETTINGS_KEY = "payments";
export const PAYMENT_DAYS = { min: 1, max: 60, default: 7 } as const;

export function defaultPaymentSettings(
  config: Pick<Config, "CONTACT_EMAIL" | "ASSOCIATION_NAME">,
): PaymentSettings {
  return {
    etransferEmail: config.CONTACT_EMAIL,
    etransferName: config.ASSOCIATION_NAME,
    etransferNote: "",
    paymentDays: PAYMENT_DAYS.default,
    inPersonEnabled: false,
    inPersonNote: "",
  };
}

// Built when read, not when this module loads: pages that import the orders face for its pure rules do
// not load Zod for it (decision 041).
const storedSchema = () =>
  z.object({
    etransferEmail: z.email(),
    etransferName: z.string().min(1),
    etransferNote: z.string(),
    paymentDays: z.number().int().min(PAYMENT_DAYS.min).max(PAYMENT_DAYS.max),
    inPersonEnabled: z.boolean(),
    inPersonNote: z.string(),
  });

/** The stored JSON over the defaults; a value that does not parse (edited by hand) falls back to them. */
export function readPaymentSettings(stored: string | undefined, defaults: PaymentSettings): PaymentSettings {
  if (stored === undefined) return defaults;
  try {
    const parsed = storedSchema().partial().safeParse(JSON.parse(stored));
    return parsed.success ? { ...defaults, ...parsed.data } : defaults;
  } catch {
    return defaults;
  }
}

/** The longest name and notes the settings form takes (its maxlength says the same). */
export const PAYMENT_SETTINGS_MAX = { name: 100, note: 1000 } as const;

/**
 * The settings form of /admin/payments: its text fields (the checkbox sends "on" when ticked, nothing
 * otherwise) to the settings as stored. Every field's error comes in one round.
 */
export function paymentSettingsSchema(t: OrdersAdminTexts["settings"]["validation"]) {
  const note = z
    .string()
    .trim()
    .max(PAYMENT_SETTINGS_MAX.note, format(t.note, { max: PAYMENT_SETTINGS_MAX.note }))
    .check(multiLine(t.controlCharacters));
  const name = format(t.name, { max: PAYMENT_SETTINGS_MAX.name });
  const days = format(t.days, PAYMENT_DAYS);
  return z.object({
    etransferEmail: emailAddress(t.email),
    etransferName: z
      .string({ error: name })
      .trim()
      .min(1, name)
      .max(PAYMENT_SETTINGS_MAX.name, name)
      .check(singleLine(t.controlCharacters)),
    etransferNote: note.default(""),
    paymentDays: z
      .string({ error: days })
      .trim()
      .regex(/^\d{1,2}$/, days)
      .transform(Number)
      .pipe(z.number().min(PAYMENT_DAYS.min, days).max(PAYMENT_DAYS.max, days)),
    inPersonEnabled: z
      .literal("on", { error: t.enabled })
      .optional()
      .transform((value) => value === "on"),
    inPersonNote: note.default(""),
  });
}
