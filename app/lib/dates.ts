/** A moment shown in the association's time zone, e.g. "Nov 22, 2026, 9:00 a.m.". */
export function formatDateTime(iso: string, timeZone: string, locale = "en-CA") {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}
