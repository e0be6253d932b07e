import type { Localized } from "~/lib/i18n";
import { legal as en } from "../en/legal";
import { legal as fr } from "../fr/legal";

export const legalMessages: Localized<typeof en> = { en, fr };
