import type { Locale, Localized } from "~/lib/i18n";
import { membershipsAdmin as en } from "../en/memberships-admin";
import { membershipsAdmin as fr } from "../fr/memberships-admin";

export const membershipsAdminMessages: Localized<typeof en> = { en, fr };

export type MembershipsAdminTexts = (typeof membershipsAdminMessages)[Locale];
