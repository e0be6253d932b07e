import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Config } from "~/lib/config";
import { siteCookieOptions } from "~/lib/cookies.server";

/**
 * A random value that marks a guest's browser as the owner of its checkouts: an idempotency key finds
 * its order again only from the browser that placed it (decision 019). It says nothing about the buyer.
 */
function checkoutCookie(config: Config) {
  return createCookie("checkout", siteCookieOptions(config));
}

const GUEST_ID = /^[A-Za-z0-9_-]{32}$/;

/** The guest's checkout id from the request, or null when it has none (or a malformed one). */
export async function readGuestId(config: Config, request: Request): Promise<string | null> {
  const value: unknown = await checkoutCookie(config).parse(request.headers.get("Cookie"));
  return typeof value === "string" && GUEST_ID.test(value) ? value : null;
}

/** The Set-Cookie header that gives a browser without one its checkout id; undefined when it has one. */
export async function guestIdCookie(config: Config, request: Request) {
  if (await readGuestId(config, request)) return undefined;
  return checkoutCookie(config).serialize(randomBytes(24).toString("base64url"));
}
