// Sign-in, sign-up and reset throttling end to end (docs/security.md #10), in Chromium against the
// production build.
import { rmSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { type Site, startSite } from "../../scripts/lib/harness";
import { PASSWORD, SESSION_COOKIE, signUpVia, t, uniqueEmail } from "./accounts";
import { withDb } from "./db";
import { serverEnv, THROTTLE_PORT } from "./env";
import { expect, test } from "./fixtures";
import { setCookie } from "./http";

// Every test here hashes passwords (scrypt, 128 MiB each) a dozen times or restarts a server: a busy
// machine needs the time.
test.describe.configure({ timeout: 180_000 });

// These tests fail sign-ins on purpose until the client is throttled. They run against a server
// of their own (its own database, port THROTTLE_PORT) so the shared server keeps letting 127.0.0.1 in.
test.describe("SECURITY 10: sign-in throttling", () => {
  const url = `http://127.0.0.1:${THROTTLE_PORT}`;
  const dir = "data/e2e-throttle";
  const dbFile = `${dir}/app.db`;
  let site: Site | undefined;

  async function start() {
    // The shared server's settings, but its own port and database, and e-mail kept as files.
    const { SMTP_URL: _smtp, ACCOUNT_REQUESTS_PER_HOUR: _relaxed, ...settings } = serverEnv;
    site = await startSite(THROTTLE_PORT, {
      ...settings,
      NODE_OPTIONS: "",
      PORT: String(THROTTLE_PORT),
      BASE_URL: url,
      DATABASE_URL: `file:./${dbFile}`,
      OUTBOX_DIR: `${dir}/outbox`,
    });
  }

  async function stop() {
    await site?.stop();
    site = undefined;
  }

  const failures = () =>
    withDb(
      (db) =>
        db.prepare("SELECT account, client, created_at FROM sign_in_failures").all() as Array<{
          account: string;
          client: string;
          created_at: string;
        }>,
      dbFile,
    );

  test.beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await start();
  });

  test.afterAll(async () => {
    await stop();
  });

  test.beforeEach(() => {
    withDb((db) => db.prepare("DELETE FROM sign_in_failures").run(), dbFile);
    withDb((db) => db.prepare("DELETE FROM rate_events").run(), dbFile);
  });

  async function attempt(api: APIRequestContext, email: string, password: string, headers = {}) {
    return api.post("/signin", {
      form: { email, password },
      headers: { Origin: url, ...headers },
      maxRedirects: 0,
    });
  }

  test("an account is locked for a client after 10 failures, even for the right password, across restarts", async ({
    newPerson,
  }) => {
    const api = await newPerson(url);
    const email = uniqueEmail("locked");
    const other = uniqueEmail("other");
    await signUpVia(api, other, { origin: url });
    await signUpVia(api, email, { origin: url });
    await api.post("/logout", { headers: { Origin: url } });

    for (let i = 1; i <= 10; i++) {
      const response = await attempt(api, email, `wrong-password-${i}`);
      expect(response.status(), `failure ${i}`).toBe(401);
      expect(await response.text()).toContain(t.toast.invalidCredentials);
    }
    const right = await attempt(api, email, PASSWORD);
    expect(right.status()).toBe(429);
    expect(await right.text()).toContain(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );
    expect(setCookie(right, SESSION_COOKIE)).toBeUndefined();

    // However the address is written, this client stays locked out of this account, while it may
    // sign in to another account.
    for (const address of [email.toUpperCase(), ` ${email} `]) {
      const response = await attempt(api, address, PASSWORD);
      expect(response.status(), `right password for ${JSON.stringify(address)}`).toBe(429);
      expect(await response.text()).toContain(
        "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
      );
    }
    expect((await attempt(api, other, PASSWORD)).status()).toBe(302);
    await api.post("/logout", { headers: { Origin: url } });

    // The counters are in the database: a restart forgets nothing.
    await stop();
    await start();
    const afterRestart = await attempt(api, email, PASSWORD);
    expect(afterRestart.status()).toBe(429);
    expect(await afterRestart.text()).toContain(
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );

    // As if the ten failures had come from an attacker elsewhere: the owner, from an address that
    // has not failed, gets in (SECURITY 31), and the attacker's failures stay counted.
    const ownAddress = failures()[0]?.client;
    withDb((db) => db.prepare("UPDATE sign_in_failures SET client = '198.51.100.9'").run(), dbFile);
    expect((await attempt(api, email, PASSWORD)).status()).toBe(302);
    await api.post("/logout", { headers: { Origin: url } });
    expect(failures()).toHaveLength(10);
    withDb((db) => db.prepare("UPDATE sign_in_failures SET client = ?").run(ownAddress), dbFile);
    expect((await attempt(api, email, PASSWORD)).status()).toBe(429);

    // Failures older than 15 minutes no longer count.
    withDb(
      (db) =>
        db
          .prepare("UPDATE sign_in_failures SET created_at = ?")
          .run(new Date(Date.now() - 16 * 60_000).toISOString()),
      dbFile,
    );
    expect((await attempt(api, email, PASSWORD)).status()).toBe(302);
  });

  test("a client is throttled after 30 failures across accounts, whatever X-Forwarded-For says", async ({
    newPerson,
  }) => {
    const api = await newPerson(url);
    const email = uniqueEmail("innocent");
    await signUpVia(api, email, { origin: url });
    await api.post("/logout", { headers: { Origin: url } });

    // 29 failures on 29 addresses, each claiming to come from another address.
    for (let i = 1; i <= 29; i++) {
      const response = await attempt(api, uniqueEmail(`guess${i}`), "wrong-password", {
        "X-Forwarded-For": `203.0.113.${i}`,
      });
      expect(response.status(), `failure ${i}`).toBe(401);
    }
    // Below the limit the right password still works, and clears only that account's failures.
    const allowed = await attempt(api, email, PASSWORD);
    expect(allowed.status()).toBe(302);
    await api.post("/logout", { headers: { Origin: url } });
    expect((await attempt(api, uniqueEmail("guess30"), "wrong-password")).status()).toBe(401);

    for (const headers of [
      {},
      { "X-Forwarded-For": "1.2.3.4" },
      { "X-Real-IP": "5.6.7.8", Forwarded: "for=5.6.7.8" },
    ]) {
      const response = await attempt(api, email, PASSWORD, headers);
      expect(response.status(), `right password with ${JSON.stringify(headers)}`).toBe(429);
      expect(await response.text()).toContain(
        "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
      );
    }

    const recorded = failures();
    expect(recorded).toHaveLength(30);
    expect(new Set(recorded.map((f) => f.client))).toEqual(new Set([recorded[0]?.client]));
    expect(recorded[0]?.client).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  test("a client's sixth sign-up and sixth reset request within the hour are refused with a clear message", async ({
    newPerson,
  }) => {
    const api = await newPerson(url);
    for (let i = 1; i <= 5; i++) {
      await signUpVia(api, uniqueEmail(`wave${i}`), { origin: url });
      await api.post("/logout", { headers: { Origin: url } });
    }
    const refused = uniqueEmail("wave6");
    const signUp = await api.post("/signup", {
      form: { name: "Test Member", email: refused, password: PASSWORD, confirmPassword: PASSWORD },
      headers: { Origin: url },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(429);
    expect(await signUp.text()).toContain(t.toast.signupThrottled);
    expect(setCookie(signUp, SESSION_COOKIE)).toBeUndefined();
    expect(withDb((db) => db.prepare("SELECT id FROM user WHERE email = ?").all(refused), dbFile)).toEqual(
      [],
    );

    const ask = (email: string) =>
      api.post("/forgot-password", { form: { email }, headers: { Origin: url }, maxRedirects: 0 });
    for (let i = 1; i <= 5; i++) {
      const response = await ask(uniqueEmail(`reset${i}`));
      expect(response.status(), `reset request ${i}`).toBe(200);
      expect(await response.text()).toContain(t.forgot.sentTitle);
    }
    const sixth = await ask(refused);
    expect(sixth.status()).toBe(429);
    expect(await sixth.text()).toContain(t.forgot.throttled);
  });
});
