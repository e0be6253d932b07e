import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { format } from "~/lib/i18n";
import { itMaps, itRefuses } from "~/lib/test-table";
import { events as texts } from "~/texts/en/events";
import { eventsMessages } from "~/texts/pages/events";
import {
  EVENT_LENGTHS,
  eventFormSchema,
  feeFieldValue,
  parseEventDate,
  rewriteStockPhotoUrl,
  utcToZoned,
  zonedToUtc,
} from "./rules";

const ZONE = "America/Toronto";
const t = texts.validation;

describe("parseEventDate", () => {
  itMaps("reads %j", parseEventDate, [
    ["July 15, 2025", { year: 2025, month: 7, day: 15 }],
    ["Jul 15, 2025", { year: 2025, month: 7, day: 15 }],
    ["2025-07-15", { year: 2025, month: 7, day: 15 }],
    [" July  15,  2025 ", { year: 2025, month: 7, day: 15 }],
    ["july 15, 2025", { year: 2025, month: 7, day: 15 }],
    ["March 1, 2026", { year: 2026, month: 3, day: 1 }],
    ["May 31, 2025", { year: 2025, month: 5, day: 31 }],
    ["February 29, 2028", { year: 2028, month: 2, day: 29 }],
    ["2025-12-31", { year: 2025, month: 12, day: 31 }],
    ["15 juillet 2025", { year: 2025, month: 7, day: 15 }],
    ["1er mars 2026", { year: 2026, month: 3, day: 1 }],
    ["15 Juillet 2025", { year: 2025, month: 7, day: 15 }],
    ["29 février 2028", { year: 2028, month: 2, day: 29 }],
    ["15 déc. 2025", { year: 2025, month: 12, day: 15 }],
  ]);

  itRefuses("refuses %j", parseEventDate, [
    "15/07/2025",
    "07/15/2025",
    "July 32, 2025",
    "February 29, 2025",
    "29 février 2025",
    "32 juillet 2025",
    "2025-02-30",
    "2025-13-01",
    "tomorrow",
    "today",
    "",
    "   ",
    "2025-7-5",
    "J 15, 2025",
    "M 15, 2025",
    "Sept 15, 2025",
    "July 15 2025",
    "15 July 2025",
    "July 15, 25",
    "July 15, 2025 10:00",
    "2025-07-15T09:00",
    "2025-07-15abc",
    "1850-07-15",
  ]);
});

const validForm = {
  title: "Summer Cup",
  date: "July 15, 2025",
  startTime: "09:00",
  endTime: "18:00",
  location: "Varsity Arena, Toronto",
  description: "Two days of handball for every age group.",
  image: "https://images.example.org/cup.webp",
  capacity: "",
};

const schema = eventFormSchema(t, ZONE);

/** The first message per field, as the form shows them. */
function errorsOf(values: Record<string, unknown>) {
  const result = parseWith(schema, values);
  return result.ok ? {} : result.errors;
}

function parsed(overrides: Record<string, unknown>) {
  return schema.parse({ ...validForm, ...overrides });
}

describe("eventFormSchema", () => {
  it("turns a valid form into an event input with UTC instants", () => {
    expect(parsed({})).toEqual({
      title: "Summer Cup",
      location: "Varsity Arena, Toronto",
      description: "Two days of handball for every age group.",
      titleFr: null,
      locationFr: null,
      descriptionFr: null,
      image: "https://images.example.org/cup.webp",
      capacity: null,
      registrationOpensAt: null,
      registrationClosesAt: null,
      cancellationDeadline: null,
      offerHours: 24,
      reminderHours: 48,
      requiresMembership: false,
      address: null,
      level: null,
      levelFr: null,
      minAge: null,
      maxAge: null,
      contactName: null,
      contactEmail: null,
      feeCents: 0,
      startsAt: "2025-07-15T13:00:00.000Z",
      endsAt: "2025-07-15T22:00:00.000Z",
    });
  });

  it("reads what a parent asks: the address, the level in both languages, an age range, a contact", () => {
    expect(
      parsed({
        address: " 1 Main St, Toronto ",
        level: "U14",
        levelFr: "M14",
        minAge: "10",
        maxAge: "14",
        contactName: "Sam Roy",
        contactEmail: "sam@example.org",
      }),
    ).toMatchObject({
      address: "1 Main St, Toronto",
      level: "U14",
      levelFr: "M14",
      minAge: 10,
      maxAge: 14,
      contactName: "Sam Roy",
      contactEmail: "sam@example.org",
    });
    const refused = (overrides: Record<string, string>) =>
      eventFormSchema(t, "America/Toronto")
        .safeParse({ ...validForm, ...overrides })
        .error?.issues.map((issue) => [issue.path[0], issue.message]);
    const age = "Ages must be whole numbers from 0 to 99, or empty";
    expect(refused({ minAge: "-1" })).toEqual([["minAge", age]]);
    expect(refused({ maxAge: "100" })).toEqual([["maxAge", age]]);
    expect(refused({ minAge: "1.5" })).toEqual([["minAge", age]]);
    expect(refused({ minAge: "15", maxAge: "14" })).toEqual([
      ["maxAge", "The minimum age must not be above the maximum age"],
    ]);
    expect(refused({ contactEmail: "not an address" })).toEqual([
      ["contactEmail", "Please enter a valid email address, or leave it empty"],
    ]);
    expect(refused({ level: "x".repeat(61) })).toEqual([
      ["level", "Age group or level must be at most 60 characters"],
    ]);
  });

  it("reads the members-only checkbox: ticked is sent as 1, unticked is absent", () => {
    expect(parsed({ requiresMembership: "1" }).requiresMembership).toBe(true);
    expect(parsed({ requiresMembership: "on" }).requiresMembership).toBe(true);
    expect(parsed({}).requiresMembership).toBe(false);
    expect(parsed({ requiresMembership: "yes please" }).requiresMembership).toBe(false);
  });

  it("keeps the French title, location and description, trimmed; blank ones are null", () => {
    const french = {
      titleFr: "  Coupe d'été ",
      locationFr: "Aréna Varsity, Toronto",
      descriptionFr: "Deux jours de handball\npour tous les âges.",
    };
    expect(parsed(french)).toMatchObject({
      titleFr: "Coupe d'été",
      locationFr: "Aréna Varsity, Toronto",
      descriptionFr: "Deux jours de handball\npour tous les âges.",
    });
    expect(parsed({ titleFr: "   ", locationFr: "", descriptionFr: "\n" })).toMatchObject({
      titleFr: null,
      locationFr: null,
      descriptionFr: null,
    });
  });

  it.each([
    ["title", "ab", "Title must be at least 3 characters"],
    ["title", "   ", "Title must be at least 3 characters"],
    ["title", "x".repeat(151), "Title must be at most 150 characters"],
    ["date", "", t.dateRequired],
    ["date", "  ", t.dateRequired],
    ["date", "15/07/2025", t.dateFormat],
    ["date", "tomorrow", t.dateFormat],
    ["date", "2025-02-30", t.dateFormat],
    ["location", "ab", t.locationMin],
    ["location", "", t.locationMin],
    ["location", "x".repeat(201), "Location must be at most 200 characters"],
    ["description", "too short", "Description must be at least 10 characters"],
    ["description", "x".repeat(5001), "Description must be at most 5000 characters"],
    ["image", "", t.imageRequired],
    ["image", "   ", t.imageRequired],
    ["startTime", "9am", t.timeFormat],
    ["endTime", "24:00", t.timeFormat],
    ["endTime", "18:60", t.timeFormat],
    ["title", "Summer\u0000Cup", t.controlCharacters],
    ["title", "Summer Cup\r\nBcc: x@evil.example", t.controlCharacters],
    ["location", "Varsity\u001b[31m Arena", t.controlCharacters],
    ["description", "Two days of handball\u0000 for every age group.", t.controlCharacters],
    ["description", "Two days of handball\u0085 for every age group.", t.controlCharacters],
    ["image", "https://images.example.org/cup\u0000.webp", t.controlCharacters],
    ["titleFr", "ab", "French title must be at least 3 characters, or left empty"],
    ["titleFr", "x".repeat(151), "French title must be at most 150 characters"],
    ["titleFr", "Coupe\r\nBcc: x@evil.example", t.controlCharacters],
    ["locationFr", "ab", "French location must be at least 3 characters, or left empty"],
    ["locationFr", "x".repeat(201), "French location must be at most 200 characters"],
    ["descriptionFr", "court", "French description must be at least 10 characters, or left empty"],
    ["descriptionFr", "x".repeat(5001), "French description must be at most 5000 characters"],
    ["descriptionFr", "Deux jours\u0000 de handball.", t.controlCharacters],
  ])("refuses %s %j with its message", (field, value, message) => {
    expect(errorsOf({ ...validForm, [field]: value })[field]).toBe(message);
  });

  it("words the French fields' errors in the form's language", () => {
    const result = eventFormSchema(eventsMessages.fr.validation, ZONE).safeParse({
      ...validForm,
      titleFr: "ab",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Le titre en français doit contenir au moins 3 caractères, ou rester vide",
    ]);
  });

  it("keeps the line breaks and tabs of a description", () => {
    expect(parsed({ description: "Two days of handball.\r\n\tFor every age group." }).description).toBe(
      "Two days of handball.\r\n\tFor every age group.",
    );
  });

  it("shows the spec's messages", () => {
    const { title, description } = EVENT_LENGTHS;
    expect([
      format(t.titleMin, title),
      t.dateRequired,
      t.locationMin,
      format(t.descriptionMin, description),
      t.imageRequired,
    ]).toEqual([
      "Title must be at least 3 characters",
      "Date is required",
      "Location is required",
      "Description must be at least 10 characters",
      "Image is required",
    ]);
    expect(t.dateFormat).toBe("Enter the date as July 15, 2025 or 2025-07-15");
    expect(t.endAfterStart).toBe("The end time must be after the start time");
  });

  it("never falls back to today for a date it cannot read", () => {
    const result = schema.safeParse({ ...validForm, date: "next friday" });
    expect(result.success).toBe(false);
  });

  it.each([
    [{ startTime: "", endTime: "" }, "2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z"],
    [{ startTime: "  ", endTime: undefined }, "2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z"],
    [{ startTime: "10:30", endTime: "" }, "2025-07-15T14:30:00.000Z", "2025-07-15T22:00:00.000Z"],
    [{ startTime: "", endTime: "12:00" }, "2025-07-15T13:00:00.000Z", "2025-07-15T16:00:00.000Z"],
  ])("gives blank times the defaults 09:00-18:00: %j", (times, startsAt, endsAt) => {
    const values: Record<string, unknown> = { ...validForm, ...times };
    for (const key of Object.keys(times)) if (values[key] === undefined) delete values[key];
    expect(schema.parse(values)).toMatchObject({ startsAt, endsAt });
  });

  it.each([
    ["18:00", "09:00"],
    ["09:00", "09:00"],
    ["", "08:59"],
  ])("refuses start %j with end %j", (startTime, endTime) => {
    expect(errorsOf({ ...validForm, startTime, endTime })).toEqual({ endTime: t.endAfterStart });
  });

  it.each([
    ["", null],
    ["  ", null],
    [undefined, null],
    ["1", 1],
    [" 25 ", 25],
    ["999999", 999999],
  ])("reads capacity %j as %j", (capacity, expected) => {
    const values: Record<string, unknown> = { ...validForm, capacity };
    if (capacity === undefined) delete values.capacity;
    expect(schema.parse(values).capacity).toBe(expected);
  });

  it.each(["0", "-1", "1.5", "abc", "1e3", "1000000", "00"])("refuses capacity %j", (capacity) => {
    expect(errorsOf({ ...validForm, capacity }).capacity).toBe(t.capacity);
  });

  it.each([
    "https://images.example.org/cup.webp",
    "https://unsplash.com/photos/abcdefghijk/download?w=1200&q=80",
    "/uploads/3f2a9c.webp",
    "/uploads/2025/07/3f2a9c.webp",
    "/images/events/summer-cup.webp",
  ])("accepts the image %j", (image) => {
    expect(parsed({ image }).image).toBe(image);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "http://insecure.example.org/x.webp",
    "/../../etc/passwd",
    "/uploads/../../etc/passwd",
    "/images/../.env",
    "data:image/png;base64,iVBORw0KGgo=",
    "//evil.example.org/x.webp",
    "/etc/passwd",
    "uploads/x.webp",
    'https://example.org/x.webp" onerror="alert(1)',
    "https://example.org/a b.webp",
    `https://example.org/${"x".repeat(2000)}`,
  ])("refuses the image %j", (image) => {
    expect(errorsOf({ ...validForm, image }).image).toBe(t.imageUrl);
  });

  it.each([
    // Winter: EST, UTC-5.
    ["2025-01-15", "09:00", "18:00", "2025-01-15T14:00:00.000Z", "2025-01-15T23:00:00.000Z"],
    ["December 6, 2025", "09:00", "18:00", "2025-12-06T14:00:00.000Z", "2025-12-06T23:00:00.000Z"],
    // Summer: EDT, UTC-4.
    ["July 15, 2025", "09:00", "18:00", "2025-07-15T13:00:00.000Z", "2025-07-15T22:00:00.000Z"],
    // An evening in EST crosses the UTC date.
    ["2025-01-15", "19:00", "23:30", "2025-01-16T00:00:00.000Z", "2025-01-16T04:30:00.000Z"],
    // Spring forward, 2025-03-09 02:00 EST -> 03:00 EDT.
    ["2025-03-09", "00:00", "01:59", "2025-03-09T05:00:00.000Z", "2025-03-09T06:59:00.000Z"],
    ["2025-03-09", "03:00", "18:00", "2025-03-09T07:00:00.000Z", "2025-03-09T22:00:00.000Z"],
    ["March 9, 2025", "09:00", "18:00", "2025-03-09T13:00:00.000Z", "2025-03-09T22:00:00.000Z"],
    // Fall back, 2025-11-02 02:00 EDT -> 01:00 EST.
    ["2025-11-02", "00:00", "00:59", "2025-11-02T04:00:00.000Z", "2025-11-02T04:59:00.000Z"],
    ["2025-11-02", "03:00", "18:00", "2025-11-02T08:00:00.000Z", "2025-11-02T23:00:00.000Z"],
    ["November 2, 2025", "09:00", "18:00", "2025-11-02T14:00:00.000Z", "2025-11-02T23:00:00.000Z"],
  ])("%s %s-%s in Toronto is %s to %s", (date, startTime, endTime, startsAt, endsAt) => {
    expect(parsed({ date, startTime, endTime })).toMatchObject({ startsAt, endsAt });
  });

  it("uses the zone it is given", () => {
    const vancouver = eventFormSchema(t, "America/Vancouver").parse(validForm);
    expect(vancouver.startsAt).toBe("2025-07-15T16:00:00.000Z");
  });
});

describe("eventFormSchema: the registration settings (Toronto time, the event July 15, 2025 09:00-18:00)", () => {
  const settings = (overrides: Record<string, string>) => {
    const { registrationOpensAt, registrationClosesAt, cancellationDeadline, offerHours, reminderHours } =
      parsed(overrides);
    return { registrationOpensAt, registrationClosesAt, cancellationDeadline, offerHours, reminderHours };
  };
  const defaults = {
    registrationOpensAt: null,
    registrationClosesAt: null,
    cancellationDeadline: null,
    offerHours: 24,
    reminderHours: 48,
  };

  itMaps("reads %j", settings, [
    [{}, defaults],
    [{ registrationOpensAt: "", registrationClosesAt: " ", offerHours: "", reminderHours: "  " }, defaults],
    [
      { registrationOpensAt: "2025-07-01T09:00" },
      { ...defaults, registrationOpensAt: "2025-07-01T13:00:00.000Z" },
    ],
    [
      { registrationOpensAt: "2025-01-10T09:00" },
      { ...defaults, registrationOpensAt: "2025-01-10T14:00:00.000Z" },
    ],
    [
      { registrationClosesAt: "2025-07-14 18:30" },
      { ...defaults, registrationClosesAt: "2025-07-14T22:30:00.000Z" },
    ],
    [
      { registrationClosesAt: "2025-07-15T18:00" },
      { ...defaults, registrationClosesAt: "2025-07-15T22:00:00.000Z" },
    ],
    [
      { cancellationDeadline: "2025-07-13T12:00" },
      { ...defaults, cancellationDeadline: "2025-07-13T16:00:00.000Z" },
    ],
    [
      { cancellationDeadline: "2025-07-15T18:00" },
      { ...defaults, cancellationDeadline: "2025-07-15T22:00:00.000Z" },
    ],
    [
      { registrationOpensAt: "2025-07-10T09:00", registrationClosesAt: "2025-07-10T09:01" },
      {
        ...defaults,
        registrationOpensAt: "2025-07-10T13:00:00.000Z",
        registrationClosesAt: "2025-07-10T13:01:00.000Z",
      },
    ],
    [
      { offerHours: "1", reminderHours: "0" },
      { ...defaults, offerHours: 1, reminderHours: 0 },
    ],
    [
      { offerHours: " 720 ", reminderHours: "720" },
      { ...defaults, offerHours: 720, reminderHours: 720 },
    ],
  ]);

  const offerHours = "Offer hours must be a whole number from 1 to 720";
  const reminderHours = "Reminder hours must be a whole number from 0 to 720";
  itMaps(
    "refuses %j with its message",
    (overrides: Record<string, string>) => errorsOf({ ...validForm, ...overrides }),
    [
      [{ registrationOpensAt: "tomorrow" }, { registrationOpensAt: t.dateTimeFormat }],
      [{ registrationOpensAt: "2025-07-01" }, { registrationOpensAt: t.dateTimeFormat }],
      [{ registrationOpensAt: "2025-02-30T09:00" }, { registrationOpensAt: t.dateTimeFormat }],
      [{ registrationClosesAt: "2025-07-01T24:00" }, { registrationClosesAt: t.dateTimeFormat }],
      [{ registrationClosesAt: "July 1, 2025 09:00" }, { registrationClosesAt: t.dateTimeFormat }],
      [{ cancellationDeadline: "2025-07-01T09:00\u0000" }, { cancellationDeadline: t.dateTimeFormat }],
      [{ cancellationDeadline: "2025-07-01T09:00:00" }, { cancellationDeadline: t.dateTimeFormat }],
      // Opening at or after the closing, which is the start when left empty.
      [{ registrationOpensAt: "2025-07-15T09:00" }, { registrationOpensAt: t.opensBeforeCloses }],
      [{ registrationOpensAt: "2025-07-16T09:00" }, { registrationOpensAt: t.opensBeforeCloses }],
      [
        { registrationOpensAt: "2025-07-10T09:00", registrationClosesAt: "2025-07-09T09:00" },
        { registrationOpensAt: t.opensBeforeCloses },
      ],
      [
        { registrationOpensAt: "2025-07-10T09:00", registrationClosesAt: "2025-07-10T09:00" },
        { registrationOpensAt: t.opensBeforeCloses },
      ],
      [{ registrationClosesAt: "2025-07-15T18:01" }, { registrationClosesAt: t.closesByEnd }],
      [{ cancellationDeadline: "2025-07-16T09:00" }, { cancellationDeadline: t.deadlineByEnd }],
      [{ offerHours: "0" }, { offerHours }],
      [{ offerHours: "721" }, { offerHours }],
      [{ offerHours: "1.5" }, { offerHours }],
      [{ offerHours: "-1" }, { offerHours }],
      [{ offerHours: "1e2" }, { offerHours }],
      [{ offerHours: "99999" }, { offerHours }],
      [{ reminderHours: "-1" }, { reminderHours }],
      [{ reminderHours: "721" }, { reminderHours }],
      [{ reminderHours: "2.5" }, { reminderHours }],
      [{ reminderHours: "soon" }, { reminderHours }],
    ],
  );

  it("shows the times' errors with the other fields' at once, and words them in the form's language", () => {
    const french = eventFormSchema(eventsMessages.fr.validation, ZONE);
    expect(
      parseWith(french, {
        ...validForm,
        registrationClosesAt: "2025-07-16T09:00",
        offerHours: "0",
        title: "ab",
      }),
    ).toEqual({
      ok: false,
      errors: {
        title: "Le titre doit contenir au moins 3 caractères",
        registrationClosesAt: "Les inscriptions doivent fermer au plus tard à la fin de l'événement",
        offerHours: "Le délai des offres doit être un nombre entier d'heures de 1 à 720",
      },
    });
  });

  itMaps(
    "compares the times only once the event's own are valid: %j",
    (overrides: Record<string, string>) => errorsOf({ ...validForm, ...overrides }),
    [
      [{ date: "tomorrow", registrationClosesAt: "2025-07-16T09:00" }, { date: t.dateFormat }],
      [
        { startTime: "18:00", endTime: "09:00", cancellationDeadline: "2025-07-16T09:00" },
        { endTime: t.endAfterStart },
      ],
      [
        { registrationOpensAt: "2025-07-20T09:00", registrationClosesAt: "2025-07-40T09:00" },
        { registrationClosesAt: t.dateTimeFormat },
      ],
    ],
  );
});

describe("eventFormSchema: the fee", () => {
  itMaps("reads the fee %j in cents", (fee: string | undefined) => parsed({ fee }).feeCents, [
    [undefined, 0],
    ["", 0],
    ["  ", 0],
    ["0", 0],
    ["25", 2500],
    ["25.00", 2500],
    ["$25.5", 2550],
    ["25,75", 2575],
    [" 1234.99 ", 123499],
  ]);

  itMaps("refuses %j with a clear message", (fee: string) => errorsOf({ ...validForm, fee }), [
    ["-5", { fee: t.fee }],
    ["25.999", { fee: t.fee }],
    ["free", { fee: t.fee }],
    ["1e3", { fee: t.fee }],
    ["99999999", { fee: t.fee }],
  ]);

  it("words the message in the form's language", () => {
    expect(
      parseWith(eventFormSchema(eventsMessages.fr.validation, ZONE), { ...validForm, fee: "x" }),
    ).toEqual({
      ok: false,
      errors: { fee: eventsMessages.fr.validation.fee },
    });
  });

  itMaps("shows %j cents in the form as %j", feeFieldValue, [
    [0, ""],
    [2500, "25.00"],
    [2550, "25.50"],
    [5, "0.05"],
  ]);
});

describe("zonedToUtc and utcToZoned", () => {
  it.each([
    [{ year: 2025, month: 7, day: 15 }, "09:00", "2025-07-15T13:00:00.000Z"],
    [{ year: 2025, month: 1, day: 15 }, "09:00", "2025-01-15T14:00:00.000Z"],
    [{ year: 2025, month: 12, day: 31 }, "23:59", "2026-01-01T04:59:00.000Z"],
    [{ year: 2025, month: 3, day: 9 }, "03:00", "2025-03-09T07:00:00.000Z"],
    [{ year: 2025, month: 11, day: 2 }, "03:00", "2025-11-02T08:00:00.000Z"],
  ])("zonedToUtc(%j, %s) is %s", (date, time, iso) => {
    expect(zonedToUtc(date, time, ZONE)).toBe(iso);
  });

  it.each([
    ["2025-07-15T13:00:00.000Z", "2025-07-15", "09:00"],
    ["2025-01-15T14:00:00.000Z", "2025-01-15", "09:00"],
    ["2026-01-01T03:00:00.000Z", "2025-12-31", "22:00"],
    ["2025-03-09T07:00:00.000Z", "2025-03-09", "03:00"],
    ["2025-11-02T08:00:00.000Z", "2025-11-02", "03:00"],
    ["2025-11-02T23:00:00.000Z", "2025-11-02", "18:00"],
  ])("utcToZoned(%s) is %s %s and back", (iso, date, time) => {
    expect(utcToZoned(iso, ZONE)).toEqual({ date, time });
    const day = parseEventDate(date);
    expect(day).not.toBeNull();
    if (day) expect(zonedToUtc(day, time, ZONE)).toBe(iso);
  });
});

describe("rewriteStockPhotoUrl", () => {
  itMaps("rewrites %s", rewriteStockPhotoUrl, [
    [
      "https://unsplash.com/photos/handball-players-in-a-hall-Ab3dE_fG-h1",
      "https://unsplash.com/photos/Ab3dE_fG-h1/download?w=1200&q=80",
    ],
    [
      "https://unsplash.com/photos/Ab3dE_fG-h1",
      "https://unsplash.com/photos/Ab3dE_fG-h1/download?w=1200&q=80",
    ],
    [
      "https://unsplash.com/photos/handball-match-Ab3dE_fGxh1/",
      "https://unsplash.com/photos/Ab3dE_fGxh1/download?w=1200&q=80",
    ],
    [
      "https://www.unsplash.com/photos/Ab3dE_fGxh1",
      "https://unsplash.com/photos/Ab3dE_fGxh1/download?w=1200&q=80",
    ],
    [
      "  https://unsplash.com/photos/Ab3dE_fGxh1  ",
      "https://unsplash.com/photos/Ab3dE_fGxh1/download?w=1200&q=80",
    ],
    [
      "https://images.unsplash.com/photo-1517649763962-0c623066013b",
      "https://images.unsplash.com/photo-1517649763962-0c623066013b?w=1200&q=80",
    ],
    [
      "https://images.unsplash.com/photo-1517649763962-0c623066013b?ixlib=rb-4.0.3&w=400&q=60&fit=crop",
      "https://images.unsplash.com/photo-1517649763962-0c623066013b?ixlib=rb-4.0.3&w=1200&q=80&fit=crop",
    ],
    [
      "https://www.pexels.com/photo/people-playing-handball-8224728/",
      "https://images.pexels.com/photos/8224728/pexels-photo-8224728.jpeg?auto=compress&cs=tinysrgb&w=1200&q=80",
    ],
    [
      "https://www.pexels.com/photo/8224728",
      "https://images.pexels.com/photos/8224728/pexels-photo-8224728.jpeg?auto=compress&cs=tinysrgb&w=1200&q=80",
    ],
    [
      "https://images.pexels.com/photos/8224728/pexels-photo-8224728.jpeg?auto=compress&w=600",
      "https://images.pexels.com/photos/8224728/pexels-photo-8224728.jpeg?auto=compress&w=1200&q=80",
    ],
  ]);

  it.each([
    "https://example.org/photos/cup.webp",
    "https://unsplash.com/@photographer",
    "https://unsplash.com/collections/123/handball",
    "https://www.pexels.com/search/handball/",
    "https://unsplash.com.evil.example/photos/Ab3dE_fGxh1",
    "/uploads/3f2a9c.webp",
    "/images/events/summer-cup.webp",
    "not a url",
    "",
  ])("leaves %j as it is", (input) => {
    expect(rewriteStockPhotoUrl(input)).toBe(input);
  });
});
