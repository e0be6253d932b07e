import { randomBytes } from "node:crypto";

/** An unguessable token for a personal link (192 bits, URL-safe). */
export const newToken = () => randomBytes(24).toString("base64url");
