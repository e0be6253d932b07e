import type { Graph } from "./import-graph";

// The rules of decision 043 as pure functions over an import graph (file -> the files it imports) and,
// for the tables, each file's text. Each returns its breaches as sentences that name the file, what it
// imported or touched, and what to do instead; an empty list is a pass.

type Kind =
  | "test"
  | "feature"
  | "route"
  | "server"
  | "script"
  | "lib"
  | "components"
  | "db"
  | "texts"
  | "other";

const TEST = /\.(test|spec|test-support)\.tsx?$/;
const FEATURE = /^app\/features\/([^/]+)\//;
const FACE = /^app\/features\/[^/]+\/index(\.server)?\.ts$/;
const PURE_FACE = /^app\/features\/[^/]+\/index\.ts$/;

/** Where a file sits: tests (beside the code, in tests/, or `*.test-support.ts`) first, whatever their folder. */
export function kindOf(file: string): Kind {
  if (TEST.test(file) || file.startsWith("tests/")) return "test";
  if (FEATURE.test(file)) return "feature";
  // The route modules, and the document and entry beside the route table that compose them.
  if (file.startsWith("app/routes/") || /^app\/[^/]+$/.test(file)) return "route";
  if (file.startsWith("server/")) return "server";
  if (file.startsWith("scripts/")) return "script";
  if (file.startsWith("app/lib/")) return "lib";
  if (file.startsWith("app/components/")) return "components";
  if (file.startsWith("app/db/")) return "db";
  if (file.startsWith("app/texts/")) return "texts";
  return "other";
}

export function featureOf(file: string) {
  return FEATURE.exec(file)?.[1];
}

const isFace = (file: string) => FACE.test(file);

/** The face to import a feature's file from: the server face for server code, the pure one otherwise. */
export function faceFor(target: string) {
  const feature = featureOf(target);
  return /\.server\.tsx?$/.test(target) ? `~/features/${feature}/index.server` : `~/features/${feature}`;
}

const edges = (graph: Graph) =>
  Object.entries(graph).flatMap(([file, imports]) => imports.map((target) => ({ file, target })));

/**
 * (a) A feature imports another feature only through that feature's face, and its pure face (index.ts),
 * which the browser may load, imports no server module.
 */
export function featureFaceBreaches(graph: Graph): string[] {
  const sideways = edges(graph)
    .filter(({ file, target }) => {
      if (kindOf(file) !== "feature") return false;
      const other = featureOf(target);
      return other !== undefined && other !== featureOf(file) && !isFace(target);
    })
    .map(
      ({ file, target }) =>
        `${file} imports ${target}: a feature reaches another only through its face; import it from ${faceFor(target)}`,
    );
  const serverInPureFace = edges(graph)
    .filter(({ file, target }) => PURE_FACE.test(file) && /\.server\.tsx?$/.test(target))
    .map(
      ({ file, target }) =>
        `${file} imports ${target}: index.ts is the face the browser may load; export it from ~/features/${featureOf(file)}/index.server`,
    );
  return [...sideways, ...serverInPureFace];
}

/** (b) Routes, server/ and scripts/ import a feature only through its face or its components/. */
export function composerFaceBreaches(graph: Graph): string[] {
  return edges(graph)
    .filter(({ file, target }) => {
      if (!["route", "server", "script"].includes(kindOf(file))) return false;
      const feature = featureOf(target);
      return (
        feature !== undefined && !isFace(target) && !target.startsWith(`app/features/${feature}/components/`)
      );
    })
    .map(
      ({ file, target }) =>
        `${file} imports ${target}: routes, server/ and scripts/ reach a feature through its face or its components/; import it from ${faceFor(target)}`,
    );
}

const BELOW: Record<string, string> = {
  feature: "a feature",
  components: "a component",
  route: "a route or the root",
  server: "server/",
  script: "scripts/",
  test: "a test or test support",
};

/** What each layer below the routes may not import (decision 020), and what the production code may not. */
const REFUSED: Partial<Record<Kind, Kind[]>> = {
  lib: ["feature", "components", "route", "server", "script", "test"],
  components: ["feature", "route", "server", "script", "test"],
  db: ["feature", "components", "route", "server", "script", "test"],
  feature: ["route", "server", "script", "test"],
  route: ["server", "script", "test"],
  server: ["script", "test"],
  texts: ["feature", "components", "db", "route", "server", "script", "test"],
};

const LAYER_NAMES: Partial<Record<Kind, string>> = {
  lib: "lib",
  components: "a component",
  db: "db",
  feature: "a feature",
  route: "a route",
  server: "server/",
  texts: "a catalogue of texts",
};

/**
 * (c) The layers: lib, components and db import no feature (the routes and server/ compose them), lib and
 * db no component, nothing below the routes a route, and no production code a test's support.
 */
export function layerBreaches(graph: Graph): string[] {
  return edges(graph).flatMap(({ file, target }) => {
    const from = kindOf(file);
    const to = kindOf(target);
    if (!REFUSED[from]?.includes(to)) return [];
    const advice =
      to === "test"
        ? "test support lives in tests/support and only tests import it"
        : to === "route"
          ? "move what they share down to lib (a type included)"
          : "let a route or server/ compose them, or move the shared piece down to lib";
    return [`${file} imports ${target}: ${LAYER_NAMES[from]} never imports ${BELOW[to]}; ${advice}`];
  });
}

/** The strongly connected parts of a graph with more than one node or a loop (Tarjan). */
function circles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph[node] ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph[node] ?? []).includes(node)) found.push(part.sort());
  };
  for (const node of Object.keys(graph).sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** The shortest way from `start` back to itself inside `part`, as the list of nodes it passes. */
function shortestCircle(graph: Graph, part: string[]): string[] {
  const inside = new Set(part);
  const start = part[0] ?? "";
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? "";
    for (const target of graph[node] ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] ?? "") ?? start);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The graph between features: feature -> the features its code (tests aside) imports, with one example each. */
function featureGraph(graph: Graph) {
  const between: Graph = {};
  const example = new Map<string, string>();
  for (const { file, target } of edges(graph)) {
    const from = featureOf(file);
    const to = featureOf(target);
    if (kindOf(file) !== "feature" || from === undefined || to === undefined || from === to) continue;
    const uses = between[from] ?? [];
    between[from] = uses;
    if (!uses.includes(to)) uses.push(to);
    if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${file} imports ${target}`);
  }
  return { between, example };
}

/**
 * (d) The features' dependencies form no circle, and a feature listed in `usesNone` (orders, decision 042)
 * uses no other feature at all.
 */
export function featureCycleBreaches(graph: Graph, usesNone: readonly string[] = []): string[] {
  const { between, example } = featureGraph(graph);
  const leaves = usesNone.flatMap((feature) =>
    (between[feature] ?? []).map(
      (other) =>
        `${feature} uses no other feature, yet it uses ${other} (${example.get(`${feature}>${other}`)}): ${other} plugs into the face of ${feature} instead (a hook that server/ registers)`,
    ),
  );
  const loops = circles(between).map((part) => {
    const circle = shortestCircle(between, part);
    const steps = circle.slice(1).map((to, step) => example.get(`${circle[step]}>${to}`));
    return `features use each other in a circle, ${circle.join(" -> ")}: ${steps.join("; ")}. Choose one direction: the feature below offers a face or a hook, the one above uses it`;
  });
  return [...leaves, ...loops];
}

/** (e) No circle in the file-level import graph, `import type` included. */
export function fileCycleBreaches(graph: Graph): string[] {
  return circles(graph).map((part) => {
    const circle = shortestCircle(graph, part);
    const all =
      part.length > circle.length - 1
        ? ` (${part.length} files in this circle in all: ${part.join(", ")})`
        : "";
    return `files import each other in a circle: ${circle.join(" -> ")}${all}. Move what one needs of the other (often a type) to a module below both`;
  });
}

// ---------------------------------------------------------------------------------------------------
// Tables

/** Who owns each table: a feature (`orders`), or an area of lib for lib's own tables (`lib/email`). */
export type TableOwners = Readonly<Record<string, string>>;

const QUERIES = /(^|\/|\.)queries\.server\.ts$/;

/** The owner whose tables a queries file may touch: its feature, or the lib area it sits in. */
export function ownerOf(file: string) {
  const feature = featureOf(file);
  if (feature !== undefined) return feature;
  const area = /^app\/lib\/([^/.]+)[/.]/.exec(file)?.[1];
  return area === undefined ? undefined : `lib/${area}`;
}

const KYSELY_TABLE =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(\[[^\]]*\]|"[^"]*"|'[^']*')/g;
const SQL_TEXT = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|update|into)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;

/** The known tables a text reads or writes: in Kysely's table methods and in `sql` templates. */
export function tablesIn(source: string, tables: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  for (const [, argument = ""] of source.matchAll(KYSELY_TABLE))
    for (const [, quoted = ""] of argument.matchAll(/["']([^"']+)["']/g))
      names.add(quoted.split(/\s+as\s+/)[0] ?? "");
  for (const [, text = ""] of source.matchAll(SQL_TEXT))
    for (const [, name = ""] of text.matchAll(SQL_TABLE)) names.add(name);
  return [...names].filter((name) => tables.has(name)).sort();
}

/** (f) A queries file touches only its owner's tables. */
export function tableBreaches(sources: Record<string, string>, owners: TableOwners): string[] {
  const tables = new Set(Object.keys(owners));
  return Object.entries(sources)
    .filter(([file]) => QUERIES.test(file) && kindOf(file) !== "test")
    .flatMap(([file, source]) => {
      const owner = ownerOf(file);
      return tablesIn(source, tables)
        .filter((table) => owners[table] !== owner)
        .map((table) => {
          const theirs = owners[table] ?? "";
          const ask = theirs.startsWith("lib/")
            ? `through app/${theirs}`
            : `through its face (~/features/${theirs}/index.server)`;
          return `${file} touches the table ${table}, which ${theirs} owns: the queries of ${owner ?? "this folder"} touch only its own tables; ask ${theirs} ${ask}`;
        });
    });
}

/**
 * (f) The list of owners is whole and true: every table that exists has an owner, every listed table
 * exists, and every owner is a feature or an area of lib.
 */
export function tableListBreaches(
  owners: TableOwners,
  existing: readonly string[],
  knownOwners: readonly string[],
): string[] {
  return [
    ...existing
      .filter((table) => !(table in owners))
      .map((table) => `the table ${table} has no owner: add it to tests/architecture/table-owners.ts`),
    ...Object.keys(owners)
      .filter((table) => !existing.includes(table))
      .map(
        (table) =>
          `the table ${table} is listed in tests/architecture/table-owners.ts, but no migration and not better-auth creates it`,
      ),
    ...Object.entries(owners)
      .filter(([, owner]) => !knownOwners.includes(owner))
      .map(
        ([table, owner]) =>
          `the owner ${owner} of the table ${table} is neither a feature nor an area of lib`,
      ),
  ];
}

/** The tables the migrations create, from their texts. */
export function createdTables(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file]) => file.startsWith("app/db/migrations/"))
    .flatMap(([, source]) =>
      [...source.matchAll(/\.createTable\(\s*"([^"]+)"/g)].map(([, name = ""]) => name),
    )
    .sort();
}

const LANGUAGE_FILE = /^app\/texts\/(en|fr)\//;

/**
 * (g) Texts come from a page catalogue of app/texts/pages, in the request's or the recipient's language
 * (decision 021), never from one language's file: only the catalogues, tests and scripts (which check or
 * show the English pages) read those.
 */
export function textBreaches(graph: Graph): string[] {
  return edges(graph)
    .filter(
      ({ file, target }) =>
        LANGUAGE_FILE.test(target) &&
        !file.startsWith("app/texts/") &&
        !["test", "script"].includes(kindOf(file)),
    )
    .map(
      ({ file, target }) =>
        `${file} imports ${target}: texts come from a catalogue of app/texts/pages in the request's or the recipient's language (getTexts, useTexts, metaTexts; decision 021)`,
    );
}

const ISSUE_CITATION = /\bissues? ?#?\d+/gi;

/**
 * (h) The repository explains itself: a comment or a page says what a thing does and why, or names the decision
 * or the document that does, never the number of a work item, which means nothing to the next reader.
 */
export function issueCitations(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    source
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(ISSUE_CITATION)].map(
          ([cited]) =>
            `${file}:${index + 1} cites "${cited}": say what it means, or name the decision or page`,
        ),
      ),
  );
}
