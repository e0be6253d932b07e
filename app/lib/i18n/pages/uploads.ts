import type { Localized } from "..";
import { uploads as en } from "../en/uploads";

export const uploadsMessages: Localized<typeof en> = { en };
