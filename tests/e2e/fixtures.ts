// The Playwright fixtures of the browser tests: specs import `test` and `expect` from here. Every test
// gets the off-site guard; a test names what else it needs (a signed-in member or admin, an admin's own
// API context, a way to create events, more people or devices) and gets it made, and closed, for it.
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { createAdmin, signUpMember, signUpVia, uniqueEmail } from "./accounts";
import { resetRateLimits } from "./db";
import { BASE_URL } from "./env";
import { createEventVia, type EventInput, uniqueTitle } from "./events-helpers";
import { isOffsite } from "./helpers";

export { expect };

/** Records every request of the page that leaves the site; the test can stop the recording before it
 * deliberately loads a third-party frame. None is ever sent: the browser resolves no host name but the
 * site's (playwright.config.ts), so such a request fails at once. */
type Offsite = { urls: string[]; stop: () => void };

type Person = { email: string; name: string };

type NewEvent = Omit<EventInput, "title"> & { tag: string };

type Device = { context: BrowserContext; page: Page };

type Fixtures = {
  offsite: Offsite;
  /**
   * Empties the registration and checkout rate-limit counts before every test: every request of the run
   * comes from 127.0.0.1, and past the budgets of an account and an address a proof of work is asked
   * (docs/security.md #30, decision 039).
   */
  freshRateLimits: undefined;
  /** The test's browser (`page`, and `page.request`) signed in as a new member. */
  member: Person;
  /** A new member's account, signed up through the test's own API context (`request`): the page stays
   * signed out. */
  account: { email: string };
  /** The test's browser signed in as a new administrator, made by the promote command. */
  admin: { email: string };
  /** A new administrator's API context of its own, for what a test sets up. */
  adminApi: APIRequestContext;
  /** Creates an event through the admin form's endpoint, as `adminApi`, titled `tag` and a suffix no other
   * test uses (the database lives for the whole run); returns its id and title. */
  createEvent: (input: NewEvent) => Promise<{ id: number; title: string }>;
  /** An API context for another person (signed out, on BASE_URL unless told), disposed after the test. */
  newPerson: (baseURL?: string) => Promise<APIRequestContext>;
  /** Another browser (someone's other device) with the off-site guard; closed after the test, which
   * then fails if anything left the site. `javaScriptEnabled: false` makes it a browser without scripts, `storageState` another's session. */
  newDevice: (options?: Pick<BrowserContextOptions, "javaScriptEnabled" | "storageState">) => Promise<Device>;
};

export const test = base.extend<Fixtures>({
  // The worker's lane's server (tests/e2e/env.ts), for its pages and its API contexts alike.
  baseURL: BASE_URL,

  offsite: [
    async ({ page }, use) => {
      const state = { recording: true };
      const offsite: Offsite = { urls: [], stop: () => (state.recording = false) };
      // Only listened to, not routed: a route on every request would send each one through this process
      // and turn the browser's cache off, so every page would load and compile its scripts afresh.
      page.on("request", (request) => {
        if (state.recording && isOffsite(request.url())) offsite.urls.push(request.url());
      });
      await use(offsite);
      expect(offsite.urls, "requests that left the site before the visitor asked for an embed").toEqual([]);
    },
    { auto: true },
  ],

  freshRateLimits: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from this pattern; it needs nothing.
    async ({}, use) => {
      resetRateLimits([
        "registration",
        "registration-address",
        "registration-recipient",
        "checkout",
        "checkout-address",
        "checkout-guest",
        "checkout-recipient",
      ]);
      await use(undefined);
    },
    { auto: true },
  ],

  member: async ({ page }, use) => {
    await use(await signUpMember(page.request));
  },

  account: async ({ request }, use) => {
    const email = uniqueEmail();
    await signUpVia(request, email);
    await use({ email });
  },

  admin: async ({ page }, use) => {
    await use({ email: await createAdmin(page.request) });
  },

  adminApi: async ({ newPerson }, use) => {
    const api = await newPerson();
    await createAdmin(api);
    await use(api);
  },

  createEvent: async ({ adminApi }, use) => {
    await use(async ({ tag, ...input }) => {
      const title = uniqueTitle(tag);
      return { id: await createEventVia(adminApi, { title, ...input }), title };
    });
  },

  newPerson: async ({ playwright }, use) => {
    const made: APIRequestContext[] = [];
    await use(async (baseURL = BASE_URL) => {
      const api = await playwright.request.newContext({ baseURL });
      made.push(api);
      return api;
    });
    await Promise.all(made.map((api) => api.dispose()));
  },

  newDevice: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    const offsite: string[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL: BASE_URL, ...options });
      contexts.push(context);
      context.on("request", (request) => {
        if (isOffsite(request.url())) offsite.push(request.url());
      });
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((context) => context.close()));
    expect(offsite, "requests that left the site").toEqual([]);
  },
});
