// What the About page's board section shows of a person, apart from the board member form's schema
// (rules.ts), so that the page does not load Zod for it (decision 041).

/** The letters shown in place of a missing photo: "Marie-Claude Tremblay" is "MT". */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
