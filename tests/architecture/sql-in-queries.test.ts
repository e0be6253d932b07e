import { existsSync, readdirSync, readFileSync } from "node:fs";
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

/** The names of an `import { ... }` or `export { ... }` list, without `type` and aliases. */
const names = (list = "") =>
  list
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "))
    .map((name) => name.split(" as ")[0]?.trim() ?? "");

describe("where SQL is written", () => {
  it("features, routes, lib and components read and write the database only through a queries.server.ts", () => {
    const offenders = ["app/features", "app/routes", "app/lib", "app/components"]
      .flatMap(sourceFiles)
      .filter((file) => !file.endsWith("queries.server.ts") && SQL.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("routes only read through queries; every write goes through a feature's service", () => {
    // A route reaches a feature's queries directly, or through the face that re-exports them (decision 043).
    const queriesOfFace = new Map(
      readdirSync("app/features").map((feature) => {
        const face = join("app/features", feature, "index.server.ts");
        const text = existsSync(face) ? readFileSync(face, "utf8") : "";
        return [
          feature,
          new Set(
            [...text.matchAll(/export \{([^}]*)\} from "\.\/(?:[a-z-]+\.)?queries\.server"/g)].flatMap(
              (match) => names(match[1]),
            ),
          ),
        ];
      }),
    );
    const writes = sourceFiles("app/routes").flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /import \{([^}]*)\} from "~\/features\/([a-z]+)\/(queries\.server|index\.server)"/g,
        ),
      ]
        .flatMap(([, imported, feature = "", from]) =>
          names(imported).filter(
            (name) => from === "queries.server" || queriesOfFace.get(feature)?.has(name),
          ),
        )
        .filter((name) => !/^(get|list|find|count)/.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(writes).toEqual([]);
  });
});
