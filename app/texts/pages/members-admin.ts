import type { Locale, Localized } from "~/lib/i18n";
import { membersAdmin as en } from "../en/members-admin";
import { membersAdmin as fr } from "../fr/members-admin";

export const membersAdminMessages: Localized<typeof en> = { en, fr };

export type MembersAdminTexts = (typeof membersAdminMessages)[Locale];
