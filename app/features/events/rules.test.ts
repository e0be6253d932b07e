import { describe, expect, it } from "vitest";
import { parseWith } from "~/lib/form";
import { format } from "~/lib/i18n";
import { events as texts } from "~/lib/i18n/en/events";
import { eventsMessages } from "~/lib/i18n/pages/events";
import { itMaps, itRefuses } from "~/lib/test-table";
import { isFull, spotsLeft } from "./capacity";
import { shiftMonth } from "./month";
import {
  calendarDayEvents,
  calendarFeed,
  calendarMonth,
  EVENT_LENGTHS,
  eventFormSchema,
  feeDueBy,
  feeFieldValue,
  feePayment,
  googleCalendarUrl,
  gridRange,
  isPast,
  monthGrid,
  parseEventDate,
  parseEventId,
  paymentState,
  registrationKey,
  registrationSchema,
  rewriteStockPhotoUrl,
  selectedDay,
  splitName,
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
      feeCents: 0,
      startsAt: "2025-07-15T13:00:00.000Z",
      endsAt: "2025-07-15T22:00:00.000Z",
    });
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

describe("paid events", () => {
  itMaps("a registration whose order is %j is %j in the attendee list", paymentState, [
    [null, "free"],
    ["awaiting-payment", "awaiting-payment"],
    ["paid", "paid"],
    ["shipped", "paid"],
    ["picked-up", "paid"],
    ["cancelled", "cancelled"],
    ["expired", "expired"],
  ]);

  const order = {
    order_status: "awaiting-payment" as const,
    order_token: "tok",
    payment_due_at: "2030-07-08T16:30:00.000Z",
    total_cents: 2500,
  };
  itMaps("a member sees the fee of a registration whose order is %j as %j", feePayment, [
    [order, { status: "awaiting-payment", token: "tok", dueAt: order.payment_due_at, amountCents: 2500 }],
    [{ ...order, order_status: "paid" }, { status: "paid" }],
    [{ ...order, order_status: "expired" }, null],
    [{ ...order, order_status: "cancelled" }, null],
    [{ order_status: null, order_token: null, payment_due_at: null, total_cents: null }, null],
  ]);

  itMaps("splits %j into the order's first and last name", splitName, [
    ["Ann Lee", { firstName: "Ann", lastName: "Lee" }],
    ["  Ann   Marie  Lee ", { firstName: "Ann", lastName: "Marie Lee" }],
    ["Madonna", { firstName: "Madonna", lastName: "" }],
    ["Jean-Pierre de la Tour", { firstName: "Jean-Pierre", lastName: "de la Tour" }],
  ]);

  const event = { starts_at: "2030-07-15T13:00:00.000Z", registration_closes_at: null };
  itMaps(
    "a fee is paid by the start, or by the close when registering after the start: %j",
    ([closes, now]: [string | null, string]) =>
      feeDueBy({ ...event, registration_closes_at: closes }, new Date(now)),
    [
      [[null, "2030-07-01T00:00:00.000Z"], event.starts_at],
      [["2030-07-14T00:00:00.000Z", "2030-07-01T00:00:00.000Z"], event.starts_at],
      [["2030-07-15T18:00:00.000Z", "2030-07-15T14:00:00.000Z"], "2030-07-15T18:00:00.000Z"],
    ],
  );
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

describe("monthGrid", () => {
  it("fills July 2025 (starts on a Tuesday) with whole weeks from Sunday June 29", () => {
    const weeks = monthGrid({ year: 2025, month: 7 });
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.slice(0, 3)).toEqual([
      { date: "2025-06-29", day: 29, inMonth: false },
      { date: "2025-06-30", day: 30, inMonth: false },
      { date: "2025-07-01", day: 1, inMonth: true },
    ]);
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: "2025-08-02", day: 2, inMonth: false });
    const days = weeks.flat();
    expect(days.filter((d) => d.inMonth).map((d) => d.day)).toEqual(
      Array.from({ length: 31 }, (_, i) => i + 1),
    );
    // Every row starts on a Sunday.
    for (const week of weeks) expect(new Date(`${week[0]?.date}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it("has no leading days for a month that starts on a Sunday (June 2025)", () => {
    const weeks = monthGrid({ year: 2025, month: 6 });
    expect(weeks[0]?.[0]).toEqual({ date: "2025-06-01", day: 1, inMonth: true });
    expect(weeks.at(-1)?.map((d) => d.date)).toEqual([
      "2025-06-29",
      "2025-06-30",
      "2025-07-01",
      "2025-07-02",
      "2025-07-03",
      "2025-07-04",
      "2025-07-05",
    ]);
  });

  it("lays February 2026 (28 days from a Sunday) in exactly four weeks", () => {
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe("2026-02-01");
    expect(weeks[3]?.[6]?.date).toBe("2026-02-28");
  });

  it.each([
    [{ year: 2025, month: 3 }, "2025-02-23", "2025-04-05"],
    [{ year: 2025, month: 11 }, "2025-10-26", "2025-12-06"],
    [{ year: 2025, month: 12 }, "2025-11-30", "2026-01-03"],
  ])("covers %j from %s to %s in 7-day weeks", (month, first, last) => {
    const weeks = monthGrid(month);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.[0]?.date).toBe(first);
    expect(weeks.at(-1)?.at(-1)?.date).toBe(last);
    const dates = weeks.flat().map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
  });
});

describe("gridRange", () => {
  it.each([
    // Both ends in EDT.
    [{ year: 2025, month: 7 }, "2025-06-29T04:00:00.000Z", "2025-08-03T04:00:00.000Z"],
    // Starts in EST, ends in EDT (March 9 is inside the grid).
    [{ year: 2025, month: 3 }, "2025-02-23T05:00:00.000Z", "2025-04-06T04:00:00.000Z"],
    // Starts in EDT, ends in EST.
    [{ year: 2025, month: 11 }, "2025-10-26T04:00:00.000Z", "2025-12-07T05:00:00.000Z"],
    // Across the year end.
    [{ year: 2025, month: 12 }, "2025-11-30T05:00:00.000Z", "2026-01-04T05:00:00.000Z"],
  ])("bounds the grid of %j in UTC from %s to %s", (month, from, to) => {
    expect(gridRange(monthGrid(month), ZONE)).toEqual({ from, to });
  });
});

describe("calendarMonth", () => {
  const now = new Date("2025-07-20T12:00:00Z");

  itMaps("reads ?month=%s", (param) => calendarMonth(param, now, ZONE), [
    ["2025-07", { year: 2025, month: 7 }],
    ["2026-01", { year: 2026, month: 1 }],
    ["1999-12", { year: 1999, month: 12 }],
  ]);

  it.each([
    "2025-13",
    "2025-00",
    "2025-7",
    "abc",
    "",
    "2025-07-01",
    " 2025-07",
    null,
    "9999-12",
    "0000-00",
    "0999-12",
  ])("shows the current month for %j", (param) => {
    expect(calendarMonth(param, now, ZONE)).toEqual({ year: 2025, month: 7 });
  });

  itMaps(
    "takes the current month in the association's zone at %s",
    (instant) => calendarMonth(null, new Date(instant), ZONE),
    [
      ["2026-01-01T03:00:00Z", { year: 2025, month: 12 }],
      ["2026-01-01T05:00:00Z", { year: 2026, month: 1 }],
      ["2025-08-01T03:59:00Z", { year: 2025, month: 7 }],
      ["2025-08-01T04:00:00Z", { year: 2025, month: 8 }],
    ],
  );
});

describe("shiftMonth", () => {
  it.each([
    [{ year: 2025, month: 7 }, 1, { year: 2025, month: 8 }],
    [{ year: 2025, month: 7 }, -1, { year: 2025, month: 6 }],
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2025, month: 1 }, -13, { year: 2023, month: 12 }],
    [{ year: 2025, month: 11 }, 14, { year: 2027, month: 1 }],
    [{ year: 2025, month: 5 }, 0, { year: 2025, month: 5 }],
  ])("shifts %j by %i to %j", (from, by, expected) => {
    expect(shiftMonth(from, by)).toEqual(expected);
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

describe("googleCalendarUrl", () => {
  const event = {
    title: "Summer Cup & Finals",
    starts_at: "2025-07-15T13:00:00.000Z",
    ends_at: "2025-07-15T22:00:00.000Z",
    location: "Varsity Arena, 299 Bloor St W #2",
    description: "Bring shoes; 100% fun?",
  };
  const link = new URL(googleCalendarUrl(event, "https://handball.example.org/events/7", ZONE));

  it("links to Google Calendar's template", () => {
    expect(`${link.origin}${link.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(link.searchParams.get("action")).toBe("TEMPLATE");
  });

  it("gives the dates as UTC instants", () => {
    expect(link.searchParams.get("dates")).toBe("20250715T130000Z/20250715T220000Z");
  });

  it("encodes the title, location and details, and names the zone", () => {
    expect(link.searchParams.get("text")).toBe("Summer Cup & Finals");
    expect(link.searchParams.get("location")).toBe("Varsity Arena, 299 Bloor St W #2");
    expect(link.searchParams.get("details")).toBe(
      "Bring shoes; 100% fun?\n\nhttps://handball.example.org/events/7",
    );
    expect(link.searchParams.get("ctz")).toBe(ZONE);
    expect(link.search).not.toMatch(/[ &]Finals|#2/);
  });
});

describe("calendarFeed", () => {
  it.each([
    ["https://handball.example.org", "webcal://handball.example.org/calendar.ics"],
    ["http://127.0.0.1:3000", "webcal://127.0.0.1:3000/calendar.ics"],
  ])("%s: the webcal feed, and Google Calendar subscribing to it", (base, webcal) => {
    const feed = calendarFeed(base, "en");
    expect(feed.webcal).toBe(webcal);
    const google = new URL(feed.google);
    expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(google.searchParams.get("cid")).toBe(webcal);
    expect(feed.google).toContain(`cid=${encodeURIComponent(webcal)}`);
  });

  it("subscribes the French calendar to the French feed", () => {
    expect(calendarFeed("https://handball.example.org", "fr").webcal).toBe(
      "webcal://handball.example.org/fr/calendar.ics",
    );
  });
});

describe("capacity", () => {
  it.each([
    [{ capacity: null, registered: 0 }, null, false],
    [{ capacity: null, registered: 500 }, null, false],
    [{ capacity: 10, registered: 0 }, 10, false],
    [{ capacity: 10, registered: 9 }, 1, false],
    [{ capacity: 10, registered: 10 }, 0, true],
    [{ capacity: 10, registered: 12 }, 0, true],
  ])("%j: spots left %j, full %j", (state, left, full) => {
    expect(spotsLeft(state)).toBe(left);
    expect(isFull(state)).toBe(full);
  });
});

describe("isPast", () => {
  const now = new Date("2025-07-15T18:00:00.000Z");
  itMaps("an event ending %s is past: %j", (ends_at) => isPast({ ends_at }, now), [
    ["2025-07-15T17:59:59.999Z", true],
    ["2025-07-14T22:00:00.000Z", true],
    ["2025-07-15T18:00:00.000Z", false],
    ["2025-07-15T22:00:00.000Z", false],
  ]);
});

describe("registrationSchema", () => {
  const registration = registrationSchema(t);

  it.each(["Robin\u0000Lee", "Robin\r\nLee", "Robin\tLee"])("refuses the name %j", (name) => {
    const result = registration.safeParse({ name, email: "robin@example.org" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([t.controlCharacters]);
  });
});

describe("registrationKey", () => {
  itMaps("keys %j as %j", registrationKey, [
    ["Ann@Example.org", "ann@example.org"],
    ["  ANN@EXAMPLE.ORG ", "ann@example.org"],
    ["ann@example.org", "ann@example.org"],
  ]);
});

describe("parseEventId", () => {
  itMaps("reads %j as %i", parseEventId, [
    ["1", 1],
    ["42", 42],
    ["999999999", 999999999],
  ]);

  it.each([undefined, "", "0", "000", "-1", "1.5", "1e3", "abc", "1abc", " 1", "9999999999"])(
    "refuses %j",
    (param) => {
      expect(parseEventId(param)).toBeNull();
    },
  );
});

describe("selectedDay", () => {
  const weeks = monthGrid({ year: 2025, month: 7 });

  itMaps("?day=%s selects %s", (day) => selectedDay(weeks, day), [
    ["2025-07-14", "2025-07-14"],
    ["2025-06-29", "2025-06-29"],
    ["2025-08-02", "2025-08-02"],
    ["2025-08-03", null],
    ["2025-7-14", null],
    ["<script>", null],
    ["", null],
    [null, null],
  ]);
});

describe("calendarDayEvents", () => {
  const row = (id: number, starts_at: string) => ({
    id,
    title: `Cup ${id}`,
    title_fr: null,
    location: "Arena",
    location_fr: null,
    starts_at,
    ends_at: "2025-07-16T22:00:00.000Z",
    description: "",
    description_fr: null,
  });
  const cup = row(1, "2025-07-15T13:00:00.000Z");
  const rows = [cup, row(2, "2025-07-16T02:30:00.000Z")];
  const options = { baseUrl: "https://handball.example.org", timeZone: ZONE, locale: "en" as const };

  it("places each event on its day in the association's zone, not in UTC", () => {
    expect(calendarDayEvents(rows, { ...options, selected: null })).toEqual([
      {
        id: 1,
        title: "Cup 1",
        title_fr: null,
        location: "Arena",
        location_fr: null,
        day: "2025-07-15",
        google: null,
      },
      {
        id: 2,
        title: "Cup 2",
        title_fr: null,
        location: "Arena",
        location_fr: null,
        day: "2025-07-15",
        google: null,
      },
    ]);
  });

  it("gives only the selected day's events their Google Calendar link, pointing at the event", () => {
    const [first, second] = calendarDayEvents([cup, row(3, "2025-07-20T13:00:00.000Z")], {
      ...options,
      selected: "2025-07-15",
    });
    expect(new URL(first?.google ?? "").searchParams.get("details")).toContain(
      "https://handball.example.org/events/1",
    );
    expect(second?.google).toBeNull();
  });

  it("points the French calendar's link at the French event page", () => {
    const [first] = calendarDayEvents([cup], { ...options, locale: "fr", selected: "2025-07-15" });
    expect(new URL(first?.google ?? "").searchParams.get("details")).toContain(
      "https://handball.example.org/fr/events/1",
    );
  });
});
