import type { Localized } from "~/lib/i18n";
import { accountData as en } from "../en/account-data";
import { accountData as fr } from "../fr/account-data";

export const accountDataMessages: Localized<typeof en> = { en, fr };
