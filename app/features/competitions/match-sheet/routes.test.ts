import { describe, expect, it } from "vitest";
import routes from "../../../routes";

type Entry = { id?: string; path?: string; file: string; children?: Entry[] };

/** Every route of the table as "path -> file", children with their parent's path. */
function flatten(entries: readonly Entry[], parent = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [[path, entry.file] as [string, string], ...flatten(entry.children ?? [], path)];
  });
}

describe("the match sheet's routes", () => {
  const table = new Map(flatten(routes as Entry[]));
  it.each([
    ["matches/:matchId/sheet", "routes/matches.$matchId.sheet.tsx"],
    ["account/matches", "routes/account.matches.tsx"],
  ])("serves %s and its French twin with the same module", (path, file) => {
    expect(table.get(path)).toBe(file);
    expect(table.get(`fr/${path}`)).toBe(file);
  });
});
