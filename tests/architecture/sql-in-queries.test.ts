import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("where SQL is written", () => {
  it("features, routes, lib and components read and write the database only through a queries.server.ts", () => {
    const offenders = ["app/features", "app/routes", "app/lib", "app/components"]
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith("queries.server.ts") && SQL.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("routes only read through queries; every write goes through a feature's service", () => {
    const writes = sourceFiles("app/routes").flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /import \{([^}]*)\} from "~\/features\/[a-z]+\/queries\.server"/g,
        ),
      ]
        .flatMap((match) => (match[1] ?? "").split(",").map((name) => name.trim()))
        .filter((name) => name && !/^(type |get|list|find|count)/.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(writes).toEqual([]);
  });
});
