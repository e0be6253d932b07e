import type { Localized } from "..";
import { legal as en } from "../en/legal";

export const legalMessages: Localized<typeof en> = { en };
