import { describe, expect, it } from "vitest";
import { itMaps } from "~/lib/test-table";
import { siteTexts } from "~/texts/en/site-texts";
import { defaultTexts } from "./defaults";
import {
  applyIntent,
  formValues,
  isLinkAddress,
  itemsIn,
  LINK_ADDRESS_MAX,
  linkIn,
  linkProblems,
  NO_OVERRIDES,
  overrideOf,
  paragraphs,
  parseIntent,
  parseStored,
  readPageForm,
  SITE_TEXT_SPECS,
  type SiteTexts,
  sentItems,
} from "./rules";

const t = siteTexts.validation;
const settings = { name: "Handball Association of Ontario", nameFr: null, province: "Ontario" };
const homeDefaults = defaultTexts("home", settings);
const faqDefaults = defaultTexts("faq", settings);
const aboutDefaults = defaultTexts("about", settings);
const noLink = { linkTo: "", linkLabel: "", linkLabelFr: "" };

/** The FAQ form as the admin page shows it with the default questions, then `changes`. */
function faqForm(changes: Record<string, string> = {}) {
  const form: Record<string, string> = { count: String(faqDefaults.items.length), version: "0" };
  faqDefaults.items.forEach((item, index) => {
    for (const [name, value] of Object.entries(item)) form[`items.${index}.${name}`] = value;
  });
  return { ...form, ...changes };
}

describe("the defaults", () => {
  it("are the catalogue's texts with the association's name and province filled in, in both languages", () => {
    expect(homeDefaults.fields.heroTitle).toBe("Welcome to Handball Association of Ontario");
    expect(homeDefaults.fields.heroTextFr).toContain("en Ontario");
    expect(homeDefaults.items).toHaveLength(3);
    expect(faqDefaults.items).toHaveLength(8);
    expect(faqDefaults.items[1]?.answer).toContain("across Ontario");
    expect(paragraphs(faqDefaults.items[0]?.answerFr ?? "")).toHaveLength(2);
    expect(aboutDefaults.fields.mission).toContain("in Ontario");
  });
});

describe("what a page shows", () => {
  const stored: SiteTexts = {
    fields: { heroTitle: "Play handball", heroTitleFr: "  ", heroText: "" },
    items: [{ question: "Q?", questionFr: "Q ?", answer: "A", answerFr: "R" }],
  };
  itMaps(
    "the override of %j is %j",
    ([key, locale]: [string, "en" | "fr"]) => overrideOf(stored, key, locale),
    [
      [["heroTitle", "en"], "Play handball"],
      // Blank or absent: the default shows, so a section is never empty.
      [["heroTitle", "fr"], null],
      [["heroText", "en"], null],
      [["mission", "fr"], null],
    ],
  );

  it("shows the stored list in the page's language, or the defaults (null) when none is stored", () => {
    // A question stored before questions had links reads as one without a link.
    expect(itemsIn(stored, SITE_TEXT_SPECS.faq, "fr")).toEqual([
      { question: "Q ?", answer: "R", linkTo: "", linkLabel: "" },
    ]);
    expect(itemsIn(NO_OVERRIDES, SITE_TEXT_SPECS.faq, "en")).toBeNull();
    expect(itemsIn({ fields: {}, items: [] }, SITE_TEXT_SPECS.faq, "en")).toBeNull();
  });

  itMaps("a stored record %j reads as %j", parseStored, [
    [null, NO_OVERRIDES],
    ["not json", NO_OVERRIDES],
    ['{"fields": 3}', NO_OVERRIDES],
    ['{"fields": {"a": "b"}, "items": null}', { fields: { a: "b" }, items: null }],
  ]);

  itMaps("%j is in paragraphs %j", paragraphs, [
    ["One.\n\nTwo.", ["One.", "Two."]],
    ["One\nstill one.\r\n \r\nTwo.", ["One\nstill one.", "Two."]],
    ["\n\n", []],
  ]);
});

describe("the order of a list", () => {
  const list = ["a", "b", "c"];
  itMaps("%j moves the list to %j", (intent: string) => applyIntent(list, parseIntent(intent)), [
    ["up:1", ["b", "a", "c"]],
    ["down:1", ["a", "c", "b"]],
    ["up:0", ["a", "b", "c"]],
    ["down:2", ["a", "b", "c"]],
    ["remove:0", ["b", "c"]],
    ["remove:7", ["a", "b", "c"]],
    ["save", ["a", "b", "c"]],
    ["up:-1", ["a", "b", "c"]],
    ["drop table", ["a", "b", "c"]],
  ]);
});

describe("the admin's form", () => {
  const home = (changes: Record<string, string>) => {
    const form: Record<string, string> = { count: "3" };
    homeDefaults.items.forEach((item, index) => {
      for (const [name, value] of Object.entries(item)) form[`items.${index}.${name}`] = value;
    });
    return readPageForm(
      SITE_TEXT_SPECS.home,
      { ...form, ...homeDefaults.fields, ...changes },
      homeDefaults,
      t,
    );
  };

  it("stores only what differs from the defaults: blank and unchanged fields and lists stay default", () => {
    expect(home({})).toEqual({ ok: true, texts: { fields: {}, items: null } });
    expect(home({ heroTitle: "  Play with us  ", heroTitleFr: "" })).toEqual({
      ok: true,
      texts: { fields: { heroTitle: "Play with us" }, items: null },
    });
  });

  it("goes back to the default for a field whose box is ticked, and for the list", () => {
    expect(home({ heroTitle: "Play", "reset.heroTitle": "1" })).toEqual({
      ok: true,
      texts: { fields: {}, items: null },
    });
    const moved = readPageForm(
      SITE_TEXT_SPECS.faq,
      faqForm({ intent: "down:0", "reset.list": "1" }),
      faqDefaults,
      t,
    );
    expect(moved).toEqual({ ok: true, texts: { fields: {}, items: null } });
  });

  it("keeps a photo from the uploads and refuses any other address", () => {
    expect(home({ image: "/uploads/0123456789abcdef0123456789abcdef-960.webp" })).toMatchObject({
      ok: true,
      texts: { fields: { image: "/uploads/0123456789abcdef0123456789abcdef-960.webp" } },
    });
    expect(home({ image: "javascript:alert(1)" })).toEqual({ ok: false, errors: { image: t.imageUrl } });
  });

  it("refuses a text too long or with control characters, line breaks allowed where there are paragraphs", () => {
    expect(home({ heroTitle: "x".repeat(121) })).toEqual({
      ok: false,
      errors: { heroTitle: "At most 120 characters." },
    });
    expect(home({ heroTitleFr: "Un\ntitre" })).toEqual({
      ok: false,
      errors: { heroTitleFr: t.controlCharacters },
    });
    expect(home({ heroText: "One\n\nTwo\u0007" })).toEqual({
      ok: false,
      errors: { heroText: t.controlCharacters },
    });
    expect(home({ heroText: "One\r\n\r\nTwo" })).toEqual({
      ok: true,
      texts: { fields: { heroText: "One\n\nTwo" }, items: null },
    });
  });

  it("reorders the questions, adds one from the blank entry and drops an entry left wholly blank", () => {
    const added = { question: "Where?", questionFr: "Où?", answer: "Here.", answerFr: "Ici." };
    const result = readPageForm(
      SITE_TEXT_SPECS.faq,
      faqForm({
        intent: "up:1",
        "items.2.question": "",
        "items.2.questionFr": "",
        "items.2.answer": "",
        "items.2.answerFr": "",
        ...Object.fromEntries(Object.entries(added).map(([name, value]) => [`items.8.${name}`, value])),
      }),
      faqDefaults,
      t,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const questions = result.texts.items?.map((item) => item.question);
    expect(questions).toEqual([
      faqDefaults.items[1]?.question,
      faqDefaults.items[0]?.question,
      ...faqDefaults.items.slice(3).map((item) => item.question),
      "Where?",
    ]);
  });

  it("refuses an entry written in one language only, and removing the last entry", () => {
    expect(
      readPageForm(SITE_TEXT_SPECS.faq, faqForm({ "items.8.question": "Where?" }), faqDefaults, t),
    ).toEqual({
      ok: false,
      errors: {
        "items.8.questionFr": t.entryIncomplete,
        "items.8.answer": t.entryIncomplete,
        "items.8.answerFr": t.entryIncomplete,
      },
    });
    const one = {
      count: "1",
      "items.0.question": "Q",
      "items.0.questionFr": "Q",
      "items.0.answer": "A",
      "items.0.answerFr": "R",
    };
    expect(readPageForm(SITE_TEXT_SPECS.faq, { ...one, intent: "remove:0" }, faqDefaults, t)).toEqual({
      ok: false,
      errors: { list: t.keepOne },
    });
  });

  it("shows the stored words or the defaults, and which fields are the page's own", () => {
    const stored = { fields: { mission: "Grow the game." }, items: null };
    const shown = formValues(SITE_TEXT_SPECS.about, stored, aboutDefaults);
    expect(shown.values.mission).toBe("Grow the game.");
    expect(shown.values.visionFr).toBe(aboutDefaults.fields.visionFr);
    expect(shown.overridden).toEqual(["mission"]);
  });

  it("gives a refused form's list back as sent, a half-written new entry included", () => {
    expect(
      sentItems(SITE_TEXT_SPECS.faq, { count: "1", "items.0.question": "A", "items.1.answer": "B" }),
    ).toEqual([
      { question: "A", questionFr: "", answer: "", answerFr: "", ...noLink },
      { question: "", questionFr: "", answer: "B", answerFr: "", ...noLink },
    ]);
  });
});

describe("an entry's link", () => {
  itMaps("the address %j is accepted: %j", isLinkAddress, [
    ["/membership", true],
    ["/events", true],
    ["/events?page=2#june", true],
    ["/fr/membership", true],
    ["/", true],
    ["https://handball.ca", true],
    ["https://www.example.org/guide.pdf?lang=fr", true],
    ["HTTPS://example.org", true],
    [`/${"a".repeat(LINK_ADDRESS_MAX - 1)}`, true],
    // Refused: another scheme, another site reached through a path, a broken or hidden host, blanks.
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["http://example.org", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["\\\\evil.example", false],
    ["https:evil.example", false],
    ["https://", false],
    ["https://localhost", false],
    ["https://user:secret@example.org", false],
    ["ftp://example.org", false],
    ["membership", false],
    ["/member ship", false],
    [" /membership", false],
    ["/membership\n", false],
    ['/a"onmouseover="alert(1)', false],
    ["/<b>", false],
    ["", false],
    [`/${"a".repeat(LINK_ADDRESS_MAX)}`, false],
  ]);

  const link = { linkTo: "/events", linkLabel: "Events", linkLabelFr: "Événements" };
  itMaps("the link %j has the problems %j", (entry: Record<string, string>) => linkProblems(entry, t), [
    [{}, {}],
    [noLink, {}],
    [link, {}],
    [{ ...link, linkTo: "https://example.org/guide" }, {}],
    // All three or none.
    [
      { ...noLink, linkLabel: "Events" },
      { linkTo: t.linkIncomplete, linkLabelFr: t.linkIncomplete },
    ],
    [{ ...link, linkTo: "" }, { linkTo: t.linkIncomplete }],
    [{ ...link, linkLabelFr: "" }, { linkLabelFr: t.linkIncomplete }],
    [
      { ...noLink, linkTo: "/events" },
      { linkLabel: t.linkIncomplete, linkLabelFr: t.linkIncomplete },
    ],
    [{ ...link, linkTo: "javascript:alert(1)" }, { linkTo: t.linkAddress }],
    [
      { ...noLink, linkTo: "//evil.example" },
      { linkTo: t.linkAddress, linkLabel: t.linkIncomplete, linkLabelFr: t.linkIncomplete },
    ],
  ]);

  itMaps(
    "the stored link %j shows as %j",
    ([entry, locale]: [Record<string, string>, "en" | "fr"]) => linkIn(entry, locale),
    [
      [[{ linkTo: "/membership", linkLabel: "Join" }, "en"], { to: "/membership", label: "Join" }],
      [[{ linkTo: "/membership", linkLabel: "Adhérer" }, "fr"], { to: "/fr/membership", label: "Adhérer" }],
      [
        [{ linkTo: "https://example.org/a", linkLabel: "Guide" }, "fr"],
        { to: "https://example.org/a", label: "Guide" },
      ],
      [[{ linkTo: "", linkLabel: "" }, "en"], null],
      [[{}, "en"], null],
      [[{ linkTo: "/events", linkLabel: "" }, "en"], null],
      // Stored by hand or before the rule: never shown.
      [[{ linkTo: "javascript:alert(1)", linkLabel: "Click" }, "en"], null],
    ],
  );

  it("is in the defaults where the catalogue has one, so the defaults saved unchanged store nothing", () => {
    expect(faqDefaults.items[1]).toMatchObject({
      linkTo: "/membership",
      linkLabel: "Membership types, fees and how to join",
      linkLabelFr: "Types d'adhésion, cotisations et façon d'adhérer",
    });
    expect(faqDefaults.items[0]).toMatchObject(noLink);
    expect(readPageForm(SITE_TEXT_SPECS.faq, faqForm(), faqDefaults, t)).toEqual({
      ok: true,
      texts: { fields: {}, items: null },
    });
  });

  it("stays on its entry when another answer changes or the entries move, and goes when removed", () => {
    const edited = readPageForm(
      SITE_TEXT_SPECS.faq,
      faqForm({ "items.0.answer": "A sport.", intent: "up:1" }),
      faqDefaults,
      t,
    );
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    expect(edited.texts.items?.[0]).toMatchObject({
      linkTo: "/membership",
      linkLabelFr: faqDefaults.items[1]?.linkLabelFr,
    });
    expect(edited.texts.items?.[1]).toMatchObject({ answer: "A sport.", ...noLink });

    const removed = readPageForm(
      SITE_TEXT_SPECS.faq,
      faqForm({ "items.1.linkTo": "", "items.1.linkLabel": "", "items.1.linkLabelFr": "" }),
      faqDefaults,
      t,
    );
    if (!removed.ok) throw new Error(JSON.stringify(removed.errors));
    expect(removed.texts.items?.[1]).toMatchObject(noLink);
  });

  it("is refused on its entry, in the field at fault, with nothing to store", () => {
    expect(
      readPageForm(
        SITE_TEXT_SPECS.faq,
        faqForm({ "items.2.linkTo": "javascript:alert(1)", "items.2.linkLabel": "Events" }),
        faqDefaults,
        t,
      ),
    ).toEqual({
      ok: false,
      errors: { "items.2.linkTo": t.linkAddress, "items.2.linkLabelFr": t.linkIncomplete },
    });
    expect(
      readPageForm(
        SITE_TEXT_SPECS.faq,
        faqForm({ "items.1.linkTo": `/${"a".repeat(LINK_ADDRESS_MAX)}` }),
        faqDefaults,
        t,
      ),
    ).toEqual({ ok: false, errors: { "items.1.linkTo": `At most ${LINK_ADDRESS_MAX} characters.` } });
  });
});
