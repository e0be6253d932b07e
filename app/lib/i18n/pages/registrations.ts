import type { Localized } from "..";
import { registrations as en } from "../en/registrations";
import { registrations as fr } from "../fr/registrations";

export const registrationsMessages: Localized<typeof en> = { en, fr };
