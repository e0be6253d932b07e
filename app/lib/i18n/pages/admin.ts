import type { Localized } from "..";
import { admin as en } from "../en/admin";

export const adminMessages: Localized<typeof en> = { en };
