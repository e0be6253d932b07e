import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { HELD_CONTROLS } from "./deferred-hydration.server";
import { FIRST_USE, inlineCall } from "./page-scripts";
import { startDeferredScripts } from "./start-scripts";

const MODULE_TYPE = "text/x-deferred-module";
const GIVE_UP_MS = 10_000;

/**
 * A page as the server sends it (the deferred preload and entry script of deferred-hydration.server.ts),
 * with the start script run as its inline text, alone, in a window of its own. Timers and frames are the
 * test's to run; `page` records what the page's own handlers (React's, once hydrated) received.
 */
function load({ firstUse }: { firstUse: boolean }) {
  // A window of its own, seen through the DOM's types, which happy-dom implements.
  const window = new Window({ url: "https://example.test/calendar" }) as unknown as typeof globalThis;
  const document = window.document;
  if (firstUse) document.documentElement.dataset.scripts = FIRST_USE;
  document.head.innerHTML =
    '<link rel="modulepreload" media="not all" data-deferred="" href="/assets/entry.client-A.js">';
  document.body.innerHTML = `
    <button id="next" type="button">Next month</button>
    <a id="day" href="?day=2026-12-05" data-in-place="">5</a>
    <a id="about" href="/about">About</a>
    <a id="card" href="/shop/ball"><button id="inside" type="button">Details</button></a>
    <form id="contact" method="post"><input name="email"><button id="send">Send</button></form>
    <script nonce="n0nce" type="${MODULE_TYPE}">import("/assets/entry.client-A.js");</script>`;
  // A browser hides a nonce's attribute once the page is parsed and keeps it in the property.
  Object.defineProperty(document.querySelector("script"), "nonce", { value: "n0nce" });
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const page: string[] = [];
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    page.push(`click ${target.id}`);
    if (target.closest("a")) event.preventDefault();
  });
  document.addEventListener("submit", (event) => {
    page.push(`submit ${(event.target as Element).id} by ${(event as SubmitEvent).submitter?.id ?? "none"}`);
    event.preventDefault();
  });
  const script = inlineCall(startDeferredScripts, {
    moduleType: MODULE_TYPE,
    firstUse: FIRST_USE,
    controls: HELD_CONTROLS,
    giveUpMs: GIVE_UP_MS,
  });
  new Function(
    "document",
    "addEventListener",
    "removeEventListener",
    "setTimeout",
    "requestAnimationFrame",
    "MutationObserver",
    script,
  )(
    document,
    window.addEventListener.bind(window),
    window.removeEventListener.bind(window),
    (run: () => void, ms = 0) => timers.push({ ms, run }),
    (run: () => void) => frames.push(run),
    window.MutationObserver,
  );
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    window,
    document,
    page,
    el,
    /** The entry scripts the start script added: the page's scripts started. */
    started: () =>
      [...document.querySelectorAll('script[type="module"]')].map((s) => [
        s.textContent,
        (s as HTMLScriptElement).nonce,
      ]),
    preloads: () =>
      [...document.querySelectorAll('link[rel="modulepreload"]:not([data-deferred])')].map((l) =>
        l.getAttribute("href"),
      ),
    runFrames: () => {
      for (const run of frames.splice(0)) run();
    },
    runTimers: (upTo: number) => {
      for (const timer of timers.filter((t) => t.ms <= upTo)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    /** What the root's last effect does once React has hydrated the page. */
    hydrate: async () => {
      document.documentElement.dataset.hydrated = "";
      await new Promise((resolve) => window.setTimeout(resolve, 0));
    },
    /** A user's click; whether it was held (the page's own handlers did not get it). */
    click: (id: string) => {
      const before = page.length;
      el(id).dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }));
      return page.length === before;
    },
  };
}

describe("a page with scripts starts them after its first frame (decision 009)", () => {
  it("adds the preloads and runs the entry after the first frame, once", () => {
    const page = load({ firstUse: false });
    expect(page.started()).toEqual([]);
    page.runFrames();
    page.runTimers(0);
    expect(page.started()).toEqual([['import("/assets/entry.client-A.js");', "n0nce"]]);
    expect(page.preloads()).toEqual(["https://example.test/assets/entry.client-A.js"]);
    page.runTimers(3000);
    expect(page.started()).toHaveLength(1);
  });

  it("starts them after 3 seconds if no frame comes (a tab in the background)", () => {
    const page = load({ firstUse: false });
    page.runTimers(3000);
    expect(page.started()).toHaveLength(1);
  });

  it("holds no click", () => {
    const page = load({ firstUse: false });
    expect(page.click("next")).toBe(false);
    expect(page.page).toEqual(["click next"]);
  });
});

describe("a page whose scripts start on first use (decision 074)", () => {
  it("loads nothing while it is only read, and starts on the first sign of use, once", () => {
    const page = load({ firstUse: true });
    page.runFrames();
    page.runTimers(60_000);
    expect(page.started()).toEqual([]);
    expect(page.preloads()).toEqual([]);
    page.document.dispatchEvent(new page.window.KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(page.started()).toEqual([['import("/assets/entry.client-A.js");', "n0nce"]]);
    page.document.dispatchEvent(new page.window.PointerEvent("pointermove", { bubbles: true }));
    page.el("next").dispatchEvent(new page.window.FocusEvent("focusin", { bubbles: true }));
    expect(page.started()).toHaveLength(1);
    expect(page.preloads()).toEqual(["https://example.test/assets/entry.client-A.js"]);
  });

  it.each(["pointermove", "pointerdown", "touchstart", "wheel", "focusin"])("starts on %s", (type) => {
    const page = load({ firstUse: true });
    page.el("next").dispatchEvent(new page.window.Event(type, { bubbles: true }));
    expect(page.started()).toHaveLength(1);
  });

  it("holds a button's click until the page has hydrated, then makes it once, however often it was clicked", async () => {
    const page = load({ firstUse: true });
    expect(page.click("next")).toBe(true);
    expect(page.started(), "the click itself starts the scripts").toHaveLength(1);
    page.click("next");
    expect(page.page).toEqual([]);
    await page.hydrate();
    expect(page.page).toEqual(["click next"]);
    expect(page.click("next"), "after hydration a click is the page's at once").toBe(false);
    expect(page.page).toEqual(["click next", "click next"]);
  });

  it("makes what it held in the order it came, each in a task of its own, so that one sees what the one before did", async () => {
    const page = load({ firstUse: true });
    page.click("next");
    page.click("day");
    page.click("send");
    await page.hydrate();
    expect(page.page).toEqual(["click next"]);
    page.runTimers(0);
    expect(page.page).toEqual(["click next", "click day"]);
    page.runTimers(0);
    expect(page.page.slice(2)).toEqual(["click send", "submit contact by send"]);
  });

  it("holds a link the scripts handle in place, and lets any other link lead where it points", async () => {
    const page = load({ firstUse: true });
    expect(page.click("about")).toBe(false);
    expect(page.click("inside"), "a button inside a plain link is the link's").toBe(false);
    expect(page.page).toEqual(["click about", "click inside"]);
    expect(page.click("day")).toBe(true);
    await page.hydrate();
    expect(page.page).toEqual(["click about", "click inside", "click day"]);
  });

  it("holds a form's submission and makes it again with the same button once the page has hydrated", async () => {
    const page = load({ firstUse: true });
    const form = page.el("contact") as HTMLFormElement;
    const submit = new page.window.SubmitEvent("submit", {
      bubbles: true,
      cancelable: true,
      submitter: page.el("send"),
    });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(page.page).toEqual([]);
    await page.hydrate();
    expect(page.page).toEqual(["submit contact by send"]);
  });

  it("lets what it held through as plain HTML, and holds nothing more, if the page has not hydrated in time", () => {
    const page = load({ firstUse: true });
    page.click("next");
    page.runTimers(GIVE_UP_MS - 1);
    expect(page.page).toEqual([]);
    page.runTimers(GIVE_UP_MS);
    expect(page.page).toEqual(["click next"]);
    expect(page.click("day"), "no longer held").toBe(false);
  });
});
