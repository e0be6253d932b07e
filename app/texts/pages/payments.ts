import type { Locale, Localized } from "~/lib/i18n";
import { payments as en } from "../en/payments";
import { payments as fr } from "../fr/payments";

export const paymentsMessages: Localized<typeof en> = { en, fr };

export type PaymentsTexts = (typeof paymentsMessages)[Locale];
