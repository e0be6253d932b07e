const NBSP = "\u00a0";

/**
 * French spacing as the pages have it (Québec usage, OQLF): a non-breaking space before a colon and inside
 * « », and a space someone put before ; ! ? made non-breaking, so a line break never leaves the sign alone
 * at the start of a line. A colon between characters ("18:30", "https://") is no punctuation and stays.
 */
export function frenchTypography(text: string) {
  return (
    text
      // A space before a colon that ends a phrase becomes non-breaking; a colon glued to a word gets one.
      .replace(/[ \u2009\u202f]+:(?=\s|$)/gu, `${NBSP}:`)
      .replace(/([^\s\u00a0]):(?=\s|$)/gu, `$1${NBSP}:`)
      .replace(/[ \u2009\u202f]+([;!?])/gu, `${NBSP}$1`)
      .replace(/«[ \u2009\u202f]*/gu, `«${NBSP}`)
      .replace(/[ \u2009\u202f]*»/gu, `${NBSP}»`)
  );
}
