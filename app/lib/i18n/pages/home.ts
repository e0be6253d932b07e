import type { Localized } from "..";
import { home as en } from "../en/home";

export const homeMessages: Localized<typeof en> = { en };
