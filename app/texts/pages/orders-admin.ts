import type { Locale, Localized } from "~/lib/i18n";
import { ordersAdmin as en } from "../en/orders-admin";
import { ordersAdmin as fr } from "../fr/orders-admin";

export const ordersAdminMessages: Localized<typeof en> = { en, fr };

export type OrdersAdminTexts = (typeof ordersAdminMessages)[Locale];
