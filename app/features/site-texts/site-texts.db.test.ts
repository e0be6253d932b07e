import { describe, expect, it } from "vitest";
import { readContentVersion } from "~/lib/page-cache/queries.server";
import { testNow } from "../../../tests/support/factories";
import { setupTestDb, testConfig, testDialect } from "../../../tests/support/test-db";
import type { SiteTextPage } from "./index";
import { submitSiteTexts } from "./index.server";
import {
  listSiteTextPages,
  loadAboutWords,
  loadFaqWords,
  loadHomeWords,
  loadSiteTextsForm,
} from "./service.server";

const testDb = setupTestDb({ clean: ["site_texts"] });
const app = () => ({ db: testDb.db, config: testConfig });

/** The page's form as the admin page shows it now, with `changes`: what a browser posts. */
async function formOf(page: SiteTextPage, changes: Record<string, string> = {}) {
  const shown = await loadSiteTextsForm(app(), page);
  const form: Record<string, string> = {
    ...shown.values,
    version: String(shown.version),
    count: String(shown.items.length),
  };
  shown.items.forEach((item, index) => {
    for (const [name, value] of Object.entries(item)) form[`items.${index}.${name}`] = value;
  });
  return { ...form, ...changes };
}

const post = (page: SiteTextPage, form: Record<string, string>, locale: "en" | "fr" = "en") =>
  submitSiteTexts(
    app(),
    page,
    new Request(`http://localhost/admin/site-texts/${page}`, {
      method: "POST",
      body: new URLSearchParams(form),
    }),
    locale,
    testNow,
  );

describe(`the site texts (${testDialect})`, () => {
  it("shows the defaults until an edit, then the edit in each language, on the next read", async () => {
    expect(await loadFaqWords(testDb.db, "en")).toEqual({ questions: null });
    expect(await loadHomeWords(testDb.db, "fr")).toEqual({
      heroTitle: null,
      heroText: null,
      photo: null,
      testimonials: null,
    });
    const form = await formOf("faq", {
      "items.1.answer": "Join online.\n\nIt takes five minutes.",
      "items.1.answerFr": "Adhérez en ligne.",
    });
    expect(await post("faq", form)).toEqual({ ok: true });

    const english = await loadFaqWords(testDb.db, "en");
    expect(english.questions).toHaveLength(8);
    expect(english.questions?.[1]?.answer).toEqual(["Join online.", "It takes five minutes."]);
    expect(english.questions?.[0]?.question).toBe("What is handball?");
    expect((await loadFaqWords(testDb.db, "fr")).questions?.[1]?.answer).toEqual(["Adhérez en ligne."]);

    const shown = await loadSiteTextsForm(app(), "faq");
    expect(shown.version).toBe(1);
    expect(shown.overridden).toEqual(["list"]);
    expect((await listSiteTextPages(testDb.db)).find((page) => page.page === "faq")?.updatedAt).toBe(
      testNow.toISOString(),
    );
  });

  it("falls back to the default for a field left empty, and for one sent back to the default", async () => {
    expect(
      await post(
        "home",
        await formOf("home", { heroTitle: "Play handball", heroTitleFr: "Jouez au handball" }),
      ),
    ).toEqual({
      ok: true,
    });
    expect((await loadHomeWords(testDb.db, "fr")).heroTitle).toBe("Jouez au handball");
    expect(await post("home", await formOf("home", { heroTitle: "", "reset.heroTitleFr": "1" }))).toEqual({
      ok: true,
    });
    const words = await loadHomeWords(testDb.db, "en");
    expect(words.heroTitle).toBeNull();
    expect((await loadHomeWords(testDb.db, "fr")).heroTitle).toBeNull();
    expect((await loadSiteTextsForm(app(), "home")).values.heroTitle).toBe(
      `Welcome to ${testConfig.ASSOCIATION_NAME}`,
    );
    expect(await post("about", await formOf("about", { missionFr: "Faire grandir le handball." }))).toEqual({
      ok: true,
    });
    expect(await loadAboutWords(testDb.db, "fr")).toEqual({
      mission: "Faire grandir le handball.",
      vision: null,
    });
    expect(await loadAboutWords(testDb.db, "en")).toEqual({ mission: null, vision: null });
  });

  it("keeps the FAQ's link through saves and edits elsewhere, and shows each link in the page's language", async () => {
    const membership = { to: "/membership", label: "Membership types, fees and how to join" };
    // The defaults saved unchanged store nothing: the page shows the catalogue's questions, link included.
    expect(await post("faq", await formOf("faq"))).toEqual({ ok: true });
    expect(await loadFaqWords(testDb.db, "en")).toEqual({ questions: null });

    expect(await post("faq", await formOf("faq", { "items.0.answer": "A fast team sport." }))).toEqual({
      ok: true,
    });
    const english = (await loadFaqWords(testDb.db, "en")).questions;
    expect(english?.[0]).toEqual({
      question: "What is handball?",
      answer: ["A fast team sport."],
      link: null,
    });
    expect(english?.[1]?.link).toEqual(membership);
    expect((await loadFaqWords(testDb.db, "fr")).questions?.[1]?.link).toEqual({
      to: "/fr/membership",
      label: "Types d'adhésion, cotisations et façon d'adhérer",
    });

    // A link added to another question, one to another site; then the first one removed.
    const events = {
      "items.2.linkTo": "/events",
      "items.2.linkLabel": "Upcoming sessions",
      "items.2.linkLabelFr": "Prochaines séances",
    };
    expect(await post("faq", await formOf("faq", events), "fr")).toEqual({ ok: true });
    expect((await loadFaqWords(testDb.db, "fr")).questions?.[2]?.link).toEqual({
      to: "/fr/events",
      label: "Prochaines séances",
    });
    const guide = { "items.7.linkTo": "https://example.org/partners.pdf", "items.7.linkLabel": "Guide" };
    expect(
      await post("faq", await formOf("faq", { ...guide, "items.7.linkLabelFr": "Guide des partenaires" })),
    ).toEqual({ ok: true });
    expect((await loadFaqWords(testDb.db, "fr")).questions?.[7]?.link).toEqual({
      to: "https://example.org/partners.pdf",
      label: "Guide des partenaires",
    });
    const unlinked = { "items.1.linkTo": "", "items.1.linkLabel": "", "items.1.linkLabelFr": "" };
    expect(await post("faq", await formOf("faq", unlinked))).toEqual({ ok: true });
    const after = (await loadFaqWords(testDb.db, "en")).questions;
    expect(after?.[1]?.link).toBeNull();
    expect(after?.[2]?.link).toEqual({ to: "/events", label: "Upcoming sessions" });
    expect(after?.[0]?.answer).toEqual(["A fast team sport."]);
  });

  it("refuses a link to anything but this site or an https:// address, in French, saving nothing", async () => {
    expect(await post("faq", await formOf("faq", { "items.0.answer": "A fast team sport." }))).toEqual({
      ok: true,
    });
    const before = await loadFaqWords(testDb.db, "en");
    for (const address of ["javascript:alert(1)", "//evil.example", "http://example.org", "/a b"]) {
      const result = await post(
        "faq",
        await formOf("faq", { "items.1.linkTo": address, "items.1.answerFr": "Changée." }),
        "fr",
      );
      expect(result).toMatchObject({ ok: false, reason: "invalid", status: 400 });
      if (result.ok) return;
      expect(result.errors).toEqual({
        "items.1.linkTo":
          "Utilisez une adresse de ce site qui commence par / (comme /membership) ou une adresse qui commence par https://.",
      });
      expect(result.items[1]?.linkTo).toBe(address);
    }
    const textOnly = await post("faq", await formOf("faq", { "items.3.linkLabel": "Shop" }), "fr");
    expect(textOnly).toMatchObject({ ok: false, reason: "invalid" });
    if (!textOnly.ok)
      expect(Object.keys(textOnly.errors).sort()).toEqual(["items.3.linkLabelFr", "items.3.linkTo"]);
    expect(await loadFaqWords(testDb.db, "en")).toEqual(before);
    expect((await loadSiteTextsForm(app(), "faq")).version).toBe(1);
  });

  it("refuses a half-written entry with the page's messages in French, saving nothing", async () => {
    const result = await post("faq", await formOf("faq", { "items.8.question": "Where?" }), "fr");
    expect(result).toMatchObject({ ok: false, reason: "invalid", status: 400 });
    if (result.ok) return;
    expect(result.errors["items.8.answerFr"]).toBe("Écrivez-le en anglais et en français.");
    expect(result.items).toHaveLength(9);
    expect(await loadFaqWords(testDb.db, "en")).toEqual({ questions: null });
  });

  it("refuses a photo too large, saving nothing, and shows the saved words again", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(await formOf("home", { heroTitle: "Lost" })))
      body.append(name, value);
    body.append("imageFile", new Blob([new Uint8Array(6 * 1024 * 1024)], { type: "image/jpeg" }), "big.jpg");
    const request = new Request("http://localhost/admin/site-texts/home", { method: "POST", body });
    const result = await submitSiteTexts(app(), "home", request, "en", testNow);
    expect(result).toMatchObject({ ok: false, reason: "invalid", status: 413 });
    if (result.ok) return;
    expect(result.values.heroTitle).toBe(`Welcome to ${testConfig.ASSOCIATION_NAME}`);
    expect(result.version).toBe(0);
    expect((await loadHomeWords(testDb.db, "en")).heroTitle).toBeNull();
  });

  it("keeps the first of two saves over the same version and tells the second, which changes nothing", async () => {
    const first = await formOf("home", { heroTitle: "From the first" });
    const second = await formOf("home", { heroTitle: "From the second" });
    const results = await Promise.all([post("home", first), post("home", second)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused).toMatchObject({ ok: false, reason: "stale", status: 409, version: 1 });
    const winner = results[0]?.ok ? "From the first" : "From the second";
    expect((await loadHomeWords(testDb.db, "en")).heroTitle).toBe(winner);

    // Saved again knowing it: the form came back at the current version.
    if (!refused || refused.ok) throw new Error("one save is refused");
    expect(await post("home", { ...refused.values, version: String(refused.version) })).toEqual({ ok: true });
    expect((await loadHomeWords(testDb.db, "en")).heroTitle).not.toBe(winner);
    expect((await loadSiteTextsForm(app(), "home")).version).toBe(2);
  });

  it("raises the page cache's content version with every save, so every process shows it next", async () => {
    const before = Number(await readContentVersion(testDb.db));
    expect(await post("about", await formOf("about", { vision: "Handball everywhere." }))).toEqual({
      ok: true,
    });
    const after = Number(await readContentVersion(testDb.db));
    expect(after).toBeGreaterThan(before);
    expect(await post("about", await formOf("about", { vision: "Handball for all." }))).toEqual({ ok: true });
    expect(Number(await readContentVersion(testDb.db))).toBeGreaterThan(after);
  });
});
