import { z } from "zod";
import type { Db } from "~/db/db.server";
import type { EmailRequestKind } from "~/db/schema";
import { InvalidEmailError } from "./rules";

/** What each kind of request does once answered: send an e-mail when the address is known, or nothing. */
export type EmailRequestHandlers = Record<EmailRequestKind, (email: string, now: Date) => Promise<void>>;

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
export async function recordEmailRequest(db: Db, kind: EmailRequestKind, email: string, now: Date) {
  if (!addressSchema.safeParse(email).success)
    throw new InvalidEmailError(`Refusing e-mail request: ${JSON.stringify(email)} is not one address`);
  await db
    .insertInto("email_requests")
    .values({ kind, email, created_at: now.toISOString(), locked_until: null })
    .execute();
}

/**
 * Runs the handler of every waiting request, each claimed first so that two processes never handle the
 * same one, and deletes it once handled. A handler that throws leaves its request claimed; another run
 * takes it again when the claim expires. Returns whether more may be waiting.
 */
export async function handleEmailRequests(db: Db, handlers: EmailRequestHandlers, now: Date) {
  const at = now.toISOString();
  const waiting = await db
    .selectFrom("email_requests")
    .select("id")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("id")
    .limit(BATCH_SIZE)
    .execute();
  for (const { id } of waiting) {
    // One atomic UPDATE re-checks the claim: only one of two racing processes gets the row back.
    const request = await db
      .updateTable("email_requests")
      .set({ locked_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .returningAll()
      .executeTakeFirst();
    if (!request) continue;
    await handlers[request.kind](request.email, now);
    await db.deleteFrom("email_requests").where("id", "=", id).execute();
  }
  return waiting.length === BATCH_SIZE;
}
