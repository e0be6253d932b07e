import type { Localized } from "..";
import { accountData as en } from "../en/account-data";
import { accountData as fr } from "../fr/account-data";

export const accountDataMessages: Localized<typeof en> = { en, fr };
