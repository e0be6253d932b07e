import type { Localized } from "~/lib/i18n";
import { registrations as en } from "../en/registrations";
import { registrations as fr } from "../fr/registrations";

export const registrationsMessages: Localized<typeof en> = { en, fr };
