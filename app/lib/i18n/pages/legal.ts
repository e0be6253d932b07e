import type { Localized } from "..";
import { legal as en } from "../en/legal";
import { legal as fr } from "../fr/legal";

export const legalMessages: Localized<typeof en> = { en, fr };
