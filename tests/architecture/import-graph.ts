import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";

/** Every module the code can import, by path from the project's root: `app/features/orders/index.ts`. */
export type Graph = Record<string, string[]>;

export type Tree = {
  /** Each file and the files it imports, `import type`, `export ... from` and `import()` included. */
  graph: Graph;
  /** Each file's text, for the rules that read what a file says (the tables its queries touch). */
  sources: Record<string, string>;
  /** Imports written as a path (`~/` or relative) that lead to no file: `file -> spec`. */
  unresolved: string[];
};

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
]);
// What an import without an extension may name, in the order the bundler tries them.
const ENDINGS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/**
 * The file an import names, or null for a package, a virtual module, an asset (`?url`, `.css`) or
 * React Router's generated route types (`./+types/...`), which are not our modules; undefined when a
 * path leads nowhere.
 */
export function resolveImport(from: string, spec: string, exists: (file: string) => boolean) {
  if (spec.includes("?") || spec.includes("/+types/")) return null;
  let base: string;
  if (spec.startsWith("~/")) base = join("app", spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = join(dirname(from), spec);
  else return null;
  base = normalize(base);
  // Assets, and the production bundle that server/index.js loads once it is built.
  if (/\.(css|svg|png|jpe?g|webp|json|woff2?)$/.test(base) || base.startsWith("build/")) return null;
  for (const ending of ENDINGS) {
    const file = base + ending;
    if (CODE.test(file) && exists(file)) return file;
  }
  return undefined;
}

/** Reads the code under `roots` (paths relative to the working directory) and builds its import graph. */
export function readTree(roots: string[]): Tree {
  const files = roots.flatMap(codeFiles);
  const known = new Set(files);
  const graph: Graph = {};
  const sources: Record<string, string> = {};
  const unresolved: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    sources[file] = source;
    const imports = new Set<string>();
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = resolveImport(file, fileName, (candidate) => known.has(candidate));
      if (target === undefined) unresolved.push(`${file} -> ${fileName}`);
      else if (target !== null) imports.add(target);
    }
    graph[file] = [...imports].sort();
  }
  return { graph, sources, unresolved };
}
