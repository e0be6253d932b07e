import { z } from "zod";
import type { MembershipsTexts } from "~/texts/pages/memberships";
import { contactFields } from "../join/rules";

/**
 * What a guardian may correct of a person they manage, from the account page (decision 052): the address,
 * phone and emergency contact, with the join form's rules. The name and the date of birth, which the
 * association checks, are not in it.
 */
export function memberContactSchema(texts: MembershipsTexts) {
  return z.object(contactFields(texts.validation));
}

/** A member number as a route's parameter has it ("OHA-000123"), or null when it cannot be one. */
export function parseMemberNumber(value: string | undefined) {
  return value && /^[A-Z0-9]{1,40}-[A-Z0-9]{1,40}$/.test(value) ? value : null;
}
