import type { Localized } from "..";
import { contact as en } from "../en/contact";

export const contactMessages: Localized<typeof en> = { en };
