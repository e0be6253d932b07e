import { z } from "zod";
import type { Db } from "~/db/db.server";
import type { EmailRequestKind } from "~/db/schema";
import { asLocale, defaultLocale, type Locale } from "../i18n";
import {
  claimEmailRequest,
  deleteEmailRequest,
  findWaitingRequestIds,
  insertEmailRequest,
} from "./queries.server";
import { InvalidEmailError } from "./rules";

/**
 * What each kind of request does once answered: send an e-mail when the address is known, or nothing.
 * `locale` is the language of the page the request came from.
 */
export type EmailRequestHandlers = Record<
  EmailRequestKind,
  (email: string, now: Date, locale: Locale) => Promise<void>
>;

// A claim outlasts a batch of handlers (a few database writes each); a process that dies holding one
// lets another take the request over after it.
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 20;

// The outbox's own rule (one address, no CR/LF, comma or angle bracket), checked before the answer so a
// request that could never become an e-mail is refused at once rather than retried for ever.
const addressSchema = z.email();

/**
 * Records the request in the database, the same single write whether the address is known or not
 * (docs/security.md #11, decision 014); `handleEmailRequests` does the rest after the answer.
 */
export async function recordEmailRequest(
  db: Db,
  kind: EmailRequestKind,
  email: string,
  now: Date,
  locale: Locale = defaultLocale,
) {
  if (!addressSchema.safeParse(email).success)
    throw new InvalidEmailError(`Refusing e-mail request: ${JSON.stringify(email)} is not one address`);
  await insertEmailRequest(db, { kind, email, locale }, now);
}

/**
 * Runs the handler of every waiting request, each claimed first so that two processes never handle the
 * same one, and deletes it once handled. A handler that throws leaves its request claimed; another run
 * takes it again when the claim expires. Returns whether more may be waiting.
 */
export async function handleEmailRequests(db: Db, handlers: EmailRequestHandlers, now: Date) {
  const waiting = await findWaitingRequestIds(db, now, BATCH_SIZE);
  for (const { id } of waiting) {
    const request = await claimEmailRequest(db, id, now, CLAIM_MS);
    if (!request) continue;
    await handlers[request.kind](request.email, now, asLocale(request.locale));
    await deleteEmailRequest(db, id);
  }
  return waiting.length === BATCH_SIZE;
}
