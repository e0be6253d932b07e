import { describe, expect, it } from "vitest";
import { later, testNow } from "../../../tests/support/factories";
import { setupTestDb, testDialect } from "../../../tests/support/test-db";
import { type EmailRequestHandlers, handleEmailRequests, recordEmailRequest } from "./requests.server";
import { InvalidEmailError } from "./rules";

const testDb = setupTestDb({ clean: ["email_requests"] });
const now = testNow;

/** Handlers that note what they were asked to do; `fail` makes every call throw, as a dead database would. */
function recordingHandlers(fail = false) {
  const handled: string[] = [];
  const handle = (kind: string) => async (email: string) => {
    if (fail) throw new Error("database gone");
    handled.push(`${kind} ${email}`);
  };
  const handlers: EmailRequestHandlers = {
    "password-reset": handle("reset"),
    newsletter: handle("newsletter"),
  };
  return { handled, handlers };
}

const waiting = () => testDb.db.selectFrom("email_requests").selectAll().execute();

describe(`e-mail requests (${testDialect})`, () => {
  it("keeps an answered request until a later run handles it, then handles it once", async () => {
    await recordEmailRequest(testDb.db, "password-reset", "ann@example.org", now);
    await recordEmailRequest(testDb.db, "newsletter", "bo@example.org", now);
    // Nothing ran yet, as when the process dies right after answering.
    expect(await waiting()).toHaveLength(2);

    const { handled, handlers } = recordingHandlers();
    await handleEmailRequests(testDb.db, handlers, later(1000));
    await handleEmailRequests(testDb.db, handlers, later(2000));
    expect(handled).toEqual(["reset ann@example.org", "newsletter bo@example.org"]);
    expect(await waiting()).toEqual([]);
  });

  it("hands each request to one of two processes running at once", async () => {
    for (let i = 0; i < 10; i++)
      await recordEmailRequest(testDb.db, "newsletter", `person${i}@example.org`, now);
    const first = recordingHandlers();
    const second = recordingHandlers();
    await Promise.all([
      handleEmailRequests(testDb.db, first.handlers, now),
      handleEmailRequests(testDb.db, second.handlers, now),
    ]);
    const all = [...first.handled, ...second.handled].sort();
    expect(all).toHaveLength(10);
    expect(new Set(all).size).toBe(10);
  });

  it("takes a request again once the claim of a run that failed on it has expired", async () => {
    await recordEmailRequest(testDb.db, "password-reset", "cy@example.org", now);
    await expect(handleEmailRequests(testDb.db, recordingHandlers(true).handlers, now)).rejects.toThrow();
    const retry = recordingHandlers();
    await handleEmailRequests(testDb.db, retry.handlers, later(60_000));
    expect(retry.handled).toEqual([]);
    await handleEmailRequests(testDb.db, retry.handlers, later(3 * 60_000));
    expect(retry.handled).toEqual(["reset cy@example.org"]);
  });

  it("refuses an address the outbox could never send to, and records nothing", async () => {
    for (const email of ["eve@example.org\r\nBcc: x@evil.example", "a@example.org, b@example.org", ""])
      await expect(recordEmailRequest(testDb.db, "newsletter", email, now)).rejects.toThrow(
        InvalidEmailError,
      );
    expect(await waiting()).toEqual([]);
  });
});
