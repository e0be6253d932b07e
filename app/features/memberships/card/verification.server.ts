import { createHmac, timingSafeEqual } from "node:crypto";
import { MEMBER_NUMBER } from "./rules";

/**
 * The code of a member card's verification address, `/verify/OHA-000123.<mac>` (decision 031): the member
 * number, so the server knows whom to look up, and an HMAC-SHA-256 of it under the site's secret, so the
 * address of another member cannot be made by changing the number (numbers are sequential). 15 bytes of
 * the MAC (120 bits) give 20 base64url characters: short enough for a small QR code, far beyond guessing.
 */
const MAC_BYTES = 15;
/** The MAC as written: exactly 20 characters (a longer text could decode to the same bytes). */
const MAC_TEXT = /^[\w-]{20}$/;
/** Keeps these MACs apart from anything else the same secret signs. */
const PURPOSE = "member-card-verification";

function mac(secret: string, number: string) {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${number}`).digest().subarray(0, MAC_BYTES);
}

export function verificationCode(secret: string, number: string) {
  return `${number}.${mac(secret, number).toString("base64url")}`;
}

/** The member number a code vouches for, or null when it is malformed or its MAC does not match. */
export function verifiedMemberNumber(secret: string, code: string) {
  const [number = "", given = "", ...rest] = code.split(".");
  if (rest.length > 0 || !MEMBER_NUMBER.test(number) || !MAC_TEXT.test(given)) return null;
  const expected = mac(secret, number);
  const actual = Buffer.from(given, "base64url");
  // Compared in constant time, so the response time says nothing about how much of a MAC was right.
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? number : null;
}
