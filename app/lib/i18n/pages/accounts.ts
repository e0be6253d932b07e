import type { Localized } from "..";
import { accounts as en } from "../en/accounts";

export const accountsMessages: Localized<typeof en> = { en };
