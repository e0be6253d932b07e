import type { Locale, Localized } from "~/lib/i18n";
import { memberships as en } from "../en/memberships";
import { memberships as fr } from "../fr/memberships";

export const membershipsMessages: Localized<typeof en> = { en, fr };

export type MembershipsTexts = (typeof membershipsMessages)[Locale];
