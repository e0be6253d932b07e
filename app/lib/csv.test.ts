import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes every field, doubles quotes and ends rows with CRLF", () => {
    expect(
      toCsv([
        ["Name", "Email"],
        ['Ann "The Wall" Lee', "ann@example.org"],
        ["Lee, Bo", "bo@example.org"],
      ]),
    ).toBe('"Name","Email"\r\n"Ann ""The Wall"" Lee","ann@example.org"\r\n"Lee, Bo","bo@example.org"\r\n');
  });

  it.each([
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ["+1", `"'+1"`],
    ["-1", `"'-1"`],
    ["@SUM(A1:A9)", `"'@SUM(A1:A9)"`],
    ["\t=1+1", `"'\t=1+1"`],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["Ann=Bo", `"Ann=Bo"`],
    ["", `""`],
  ])("writes %j as %s", (value, cell) => {
    expect(toCsv([[value]])).toBe(`${cell}\r\n`);
  });

  it("keeps a line break inside its quoted field", () => {
    expect(toCsv([["a\nb", "c"]])).toBe('"a\nb","c"\r\n');
  });
});
