import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { getAuthTables } from "better-auth/db";
import { describe, expect, it } from "vitest";
import { readTree, resolveImport } from "./import-graph";
import {
  composerFaceBreaches,
  createdTables,
  featureCycleBreaches,
  featureFaceBreaches,
  fileCycleBreaches,
  issueCitations,
  layerBreaches,
  tableBreaches,
  tableListBreaches,
  tablesIn,
  textBreaches,
} from "./rules";
import { TABLE_OWNERS } from "./table-owners";

// The rules of decision 043, first each on a small graph that breaks it (and one that keeps it), then all
// of them on the project's own import graph, where a failure lists every breach with what to do instead.

/** Orders knows no other feature (decision 042): the features that sell plug their hooks into its face. */
const USES_NO_FEATURE = ["orders"];

describe("the import graph", () => {
  const files = new Set(["app/features/orders/rules.ts", "app/features/orders/index.ts", "app/lib/money.ts"]);
  const exists = (file: string) => files.has(file);

  it("follows every spelling of an import to its file", () => {
    expect(resolveImport("app/features/shop/rules.ts", "~/features/orders/rules", exists)).toBe(
      "app/features/orders/rules.ts",
    );
    expect(resolveImport("app/features/shop/rules.ts", "../orders/rules", exists)).toBe(
      "app/features/orders/rules.ts",
    );
    expect(
      resolveImport("app/features/shop/components/cart.tsx", "../../../features/orders/rules", exists),
    ).toBe("app/features/orders/rules.ts");
    expect(resolveImport("app/routes/shop.tsx", "~/features/orders", exists)).toBe(
      "app/features/orders/index.ts",
    );
  });

  it("leaves out packages, virtual modules, assets and generated route types; a path to nowhere is undefined", () => {
    for (const spec of [
      "react-router",
      "node:fs",
      "virtual:react-router/server-build",
      "./app.css",
      "./+types/shop",
    ])
      expect(resolveImport("app/root.tsx", spec, exists)).toBeNull();
    expect(resolveImport("app/lib/text.ts", "./missing", exists)).toBeUndefined();
  });
});

describe("a feature reaches another only through its face", () => {
  it("refuses an inner file of another feature, and names the face to use", () => {
    expect(
      featureFaceBreaches({
        "app/features/shop/service.server.ts": ["app/features/orders/queries.server.ts"],
        "app/features/shop/products.ts": ["app/features/orders/rules.ts"],
      }),
    ).toEqual([
      "app/features/shop/service.server.ts imports app/features/orders/queries.server.ts: a feature reaches another only through its face; import it from ~/features/orders/index.server",
      "app/features/shop/products.ts imports app/features/orders/rules.ts: a feature reaches another only through its face; import it from ~/features/orders",
    ]);
  });

  it("refuses a server module in a pure face", () => {
    expect(
      featureFaceBreaches({ "app/features/shop/index.ts": ["app/features/shop/queries.server.ts"] }),
    ).toEqual([
      "app/features/shop/index.ts imports app/features/shop/queries.server.ts: index.ts is the face the browser may load; export it from ~/features/shop/index.server",
    ]);
  });

  it("lets a feature use another's two faces and any file of its own; tests import anything", () => {
    expect(
      featureFaceBreaches({
        "app/features/shop/service.server.ts": [
          "app/features/orders/index.server.ts",
          "app/features/orders/index.ts",
          "app/features/shop/queries.server.ts",
          "app/features/shop/components/cart-drawer.tsx",
        ],
        "app/features/shop/orders.db.test.ts": ["app/features/orders/queries.server.ts"],
        "app/features/shop/index.server.ts": ["app/features/shop/queries.server.ts"],
      }),
    ).toEqual([]);
  });
});

describe("routes, server/ and scripts/ reach a feature through its face or its components/", () => {
  it("refuses an inner file, and names the face to use", () => {
    expect(
      composerFaceBreaches({
        "app/routes/shop.tsx": ["app/features/shop/storefront.ts"],
        "app/root.tsx": ["app/features/accounts/guards.server.ts"],
        "server/app.ts": ["app/features/shop/service.server.ts"],
        "scripts/lib/seed.ts": ["app/features/shop/catalogue.ts"],
      }),
    ).toEqual([
      "app/routes/shop.tsx imports app/features/shop/storefront.ts: routes, server/ and scripts/ reach a feature through its face or its components/; import it from ~/features/shop",
      "app/root.tsx imports app/features/accounts/guards.server.ts: routes, server/ and scripts/ reach a feature through its face or its components/; import it from ~/features/accounts/index.server",
      "server/app.ts imports app/features/shop/service.server.ts: routes, server/ and scripts/ reach a feature through its face or its components/; import it from ~/features/shop/index.server",
      "scripts/lib/seed.ts imports app/features/shop/catalogue.ts: routes, server/ and scripts/ reach a feature through its face or its components/; import it from ~/features/shop",
    ]);
  });

  it("lets them use the faces and the components", () => {
    expect(
      composerFaceBreaches({
        "app/routes/shop.tsx": [
          "app/features/shop/index.ts",
          "app/features/shop/components/cart-context.tsx",
        ],
        "app/entry.server.tsx": ["app/features/accounts/index.server.ts"],
        "server/app.ts": ["app/features/orders/index.server.ts", "app/lib/csp.ts"],
        "scripts/ops/seed.ts": ["app/features/shop/index.ts"],
        "app/routes/shop.stock.db.test.ts": ["app/features/shop/queries.server.ts"],
      }),
    ).toEqual([]);
  });
});

describe("the layers below the routes (decision 020)", () => {
  it("refuses a feature, a component, a route or a test's support in lib, components and db", () => {
    expect(
      layerBreaches({
        "app/lib/status-list.server.ts": ["app/features/orders/index.server.ts"],
        "app/lib/email/render.ts": ["app/components/ui/button.tsx"],
        "app/lib/root-data.ts": ["app/root.tsx"],
        "app/components/nav-bar.tsx": ["app/features/shop/components/cart-button.tsx"],
        "app/db/migrate.server.ts": ["server/prepare-database.ts"],
        "app/features/shop/rules.ts": ["app/routes/shop.tsx"],
        "app/lib/challenge.server.ts": ["tests/support/challenge.ts"],
      }),
    ).toEqual([
      "app/lib/status-list.server.ts imports app/features/orders/index.server.ts: lib never imports a feature; let a route or server/ compose them, or move the shared piece down to lib",
      "app/lib/email/render.ts imports app/components/ui/button.tsx: lib never imports a component; let a route or server/ compose them, or move the shared piece down to lib",
      "app/lib/root-data.ts imports app/root.tsx: lib never imports a route or the root; move what they share down to lib (a type included)",
      "app/components/nav-bar.tsx imports app/features/shop/components/cart-button.tsx: a component never imports a feature; let a route or server/ compose them, or move the shared piece down to lib",
      "app/db/migrate.server.ts imports server/prepare-database.ts: db never imports server/; let a route or server/ compose them, or move the shared piece down to lib",
      "app/features/shop/rules.ts imports app/routes/shop.tsx: a feature never imports a route or the root; move what they share down to lib (a type included)",
      "app/lib/challenge.server.ts imports tests/support/challenge.ts: lib never imports a test or test support; test support lives in tests/support and only tests import it",
    ]);
  });

  it("lets each layer import the ones below it", () => {
    expect(
      layerBreaches({
        "app/routes/shop.tsx": [
          "app/features/shop/index.ts",
          "app/components/page-hero.tsx",
          "app/lib/money.ts",
        ],
        "app/features/shop/rules.ts": ["app/lib/text.ts", "app/db/schema.ts", "app/components/ui/field.tsx"],
        "app/components/nav-bar.tsx": ["app/lib/root-data.ts", "app/components/ui/button.tsx"],
        "app/lib/jobs/runner.server.ts": ["app/db/db.server.ts"],
        "app/db/db.server.ts": ["app/lib/config.ts"],
        "server/app.ts": ["app/routes.ts"],
        "app/lib/money.test.ts": ["app/features/shop/rules.ts", "tests/support/challenge.ts"],
      }),
    ).toEqual([]);
  });
});

describe("texts come from a page catalogue in a language (decision 021)", () => {
  it("refuses one language's file outside the catalogues and tests", () => {
    expect(
      textBreaches({
        "app/routes/events.tsx": ["app/texts/en/events.ts"],
        "app/lib/status-list.server.ts": ["app/texts/fr/admin.ts"],
      }),
    ).toEqual([
      "app/routes/events.tsx imports app/texts/en/events.ts: texts come from a catalogue of app/texts/pages in the request's or the recipient's language (getTexts, useTexts, metaTexts; decision 021)",
      "app/lib/status-list.server.ts imports app/texts/fr/admin.ts: texts come from a catalogue of app/texts/pages in the request's or the recipient's language (getTexts, useTexts, metaTexts; decision 021)",
    ]);
  });

  it("lets the catalogues compose the languages, and anyone use a catalogue; tests and scripts may read English", () => {
    expect(
      textBreaches({
        "app/texts/pages/events.ts": ["app/texts/en/events.ts", "app/texts/fr/events.ts"],
        "app/routes/events.tsx": ["app/texts/pages/events.ts"],
        "app/features/events/rules.test.ts": ["app/texts/en/events.ts"],
        "scripts/lib/join-form.ts": ["app/texts/en/memberships.ts"],
      }),
    ).toEqual([]);
  });

  it("keeps the catalogues below lib: they import no feature, component or route", () => {
    expect(
      layerBreaches({
        "app/texts/pages/events.ts": ["app/features/events/index.ts", "app/lib/i18n/index.ts"],
      }),
    ).toEqual([
      "app/texts/pages/events.ts imports app/features/events/index.ts: a catalogue of texts never imports a feature; let a route or server/ compose them, or move the shared piece down to lib",
    ]);
  });
});

describe("the features' dependencies form no circle", () => {
  it("refuses a circle, printed with one import of each step", () => {
    expect(
      featureCycleBreaches({
        "app/features/events/service.server.ts": ["app/features/memberships/index.server.ts"],
        "app/features/memberships/join.server.ts": ["app/features/accounts/index.server.ts"],
        "app/features/accounts/data-export.server.ts": ["app/features/events/index.server.ts"],
      }),
    ).toEqual([
      "features use each other in a circle, accounts -> events -> memberships -> accounts: app/features/accounts/data-export.server.ts imports app/features/events/index.server.ts; app/features/events/service.server.ts imports app/features/memberships/index.server.ts; app/features/memberships/join.server.ts imports app/features/accounts/index.server.ts. Choose one direction: the feature below offers a face or a hook, the one above uses it",
    ]);
  });

  it("refuses any feature in one that uses none (orders, decision 042)", () => {
    expect(
      featureCycleBreaches(
        { "app/features/orders/lifecycle.server.ts": ["app/features/shop/index.server.ts"] },
        USES_NO_FEATURE,
      ),
    ).toEqual([
      "orders uses no other feature, yet it uses shop (app/features/orders/lifecycle.server.ts imports app/features/shop/index.server.ts): shop plugs into the face of orders instead (a hook that server/ registers)",
    ]);
  });

  it("lets features use each other in one direction; tests do not count", () => {
    expect(
      featureCycleBreaches(
        {
          "app/features/shop/service.server.ts": ["app/features/orders/index.server.ts"],
          "app/features/events/service.server.ts": ["app/features/memberships/index.server.ts"],
          "app/features/memberships/join.server.ts": ["app/features/orders/index.server.ts"],
          "app/features/orders/lifecycle.db.test.ts": ["tests/support/shop-factories.ts"],
          "app/features/memberships/join.db.test.ts": ["app/features/events/index.server.ts"],
        },
        USES_NO_FEATURE,
      ),
    ).toEqual([]);
  });
});

describe("no circle in the file-level import graph", () => {
  it("refuses a circle, type imports included, and prints it", () => {
    expect(
      fileCycleBreaches({
        "app/lib/root-data.ts": ["app/root.tsx"],
        "app/root.tsx": ["app/components/nav-bar.tsx", "app/lib/root-data.ts"],
        "app/components/nav-bar.tsx": ["app/lib/root-data.ts"],
        "app/lib/money.ts": [],
      }),
    ).toEqual([
      "files import each other in a circle: app/components/nav-bar.tsx -> app/lib/root-data.ts -> app/root.tsx -> app/components/nav-bar.tsx. Move what one needs of the other (often a type) to a module below both",
    ]);
  });

  it("refuses a file that imports itself, and passes a graph without circles", () => {
    expect(fileCycleBreaches({ "app/lib/a.ts": ["app/lib/a.ts"] })).toEqual([
      "files import each other in a circle: app/lib/a.ts -> app/lib/a.ts. Move what one needs of the other (often a type) to a module below both",
    ]);
    expect(
      fileCycleBreaches({
        "app/root.tsx": ["app/lib/root-data.ts", "app/components/nav-bar.tsx"],
        "app/components/nav-bar.tsx": ["app/lib/root-data.ts"],
        "app/lib/root-data.ts": [],
      }),
    ).toEqual([]);
  });
});

describe("each table has one owner, and a queries file touches only its owner's tables", () => {
  const owners = {
    members: "memberships",
    memberships: "memberships",
    events: "events",
    outbox: "lib/email",
  };

  it("finds the tables of Kysely's methods, joins and sql texts", () => {
    const source = `
      db.selectFrom("events as e").innerJoin("memberships", "a", "b")
        .leftJoin(["members as m"]).where(sql\`exists (select 1 from outbox where id = 1)\`);
      db.selectFrom("unknown_view");`;
    expect(tablesIn(source, new Set(Object.keys(owners)))).toEqual([
      "events",
      "members",
      "memberships",
      "outbox",
    ]);
  });

  it("refuses another owner's table, in a feature and in lib, and says whom to ask", () => {
    expect(
      tableBreaches(
        {
          "app/features/events/members-only.queries.server.ts": `db.selectFrom("events").innerJoin("members", "x", "y")`,
          "app/lib/jobs/queries.server.ts": "sql`delete from outbox`",
        },
        owners,
      ),
    ).toEqual([
      "app/features/events/members-only.queries.server.ts touches the table members, which memberships owns: the queries of events touch only its own tables; ask memberships through its face (~/features/memberships/index.server)",
      "app/lib/jobs/queries.server.ts touches the table outbox, which lib/email owns: the queries of lib/jobs touch only its own tables; ask lib/email through app/lib/email",
    ]);
  });

  it("lets a queries file touch its own tables; other files are the SQL-placement test's", () => {
    expect(
      tableBreaches(
        {
          "app/features/memberships/members.queries.server.ts": `db.selectFrom("members").innerJoin("memberships", "a", "b")`,
          "app/lib/email/queries.server.ts": `db.insertInto("outbox")`,
          "app/features/events/events.db.test.ts": `db.selectFrom("members")`,
        },
        owners,
      ),
    ).toEqual([]);
  });

  it("refuses a list that misses a table, names one that does not exist, or an owner that is not one", () => {
    expect(
      tableListBreaches(
        { members: "memberships", ghosts: "memberships", outbox: "lib/mail" },
        ["members", "outbox", "events"],
        ["memberships", "lib/email"],
      ),
    ).toEqual([
      "the table events has no owner: add it to tests/architecture/table-owners.ts",
      "the table ghosts is listed in tests/architecture/table-owners.ts, but no migration and not better-auth creates it",
      "the owner lib/mail of the table outbox is neither a feature nor an area of lib",
    ]);
  });
});

describe("the repository cites no work item by number", () => {
  // The word and its number apart, so that this file does not cite what it tests for.
  const one = `${"issue"} 31`;
  const two = `${"Issues"} #12`;
  it("names each citation, and lets a decision, a page or a version number be", () => {
    const sources = {
      "app/a.ts": `// Lineups (${one} item 2): up to 16 players.\n// ${two} and 13 too.`,
      "docs/b.md": "Context: decision 066, docs/competitions.md, React Router 7, 16 issues in all.",
    };
    expect(issueCitations(sources)).toEqual([
      `app/a.ts:1 cites "${one}": say what it means, or name the decision or page`,
      `app/a.ts:2 cites "${two}": say what it means, or name the decision or page`,
    ]);
  });
});

describe("the project", () => {
  const { graph, sources, unresolved } = readTree(["app", "server", "scripts", "tests"]);

  it("resolves every import written as a path", () => {
    expect(unresolved).toEqual([]);
  });

  it("reaches another feature only through its face", () => {
    expect(featureFaceBreaches(graph)).toEqual([]);
  });

  it("reaches features from routes, server/ and scripts/ only through faces and components/", () => {
    expect(composerFaceBreaches(graph)).toEqual([]);
  });

  it("keeps the layers below the routes", () => {
    expect(layerBreaches(graph)).toEqual([]);
  });

  it("has no circle between features, and orders uses none", () => {
    expect(featureCycleBreaches(graph, USES_NO_FEATURE)).toEqual([]);
  });

  it("has no circle between files", () => {
    expect(fileCycleBreaches(graph)).toEqual([]);
  });

  it("reads texts only through a page catalogue", () => {
    expect(textBreaches(graph)).toEqual([]);
  });

  it("cites no work item by number in any file it keeps", () => {
    const text = /\.(ts|tsx|js|mjs|cjs|md|sh|json|css|ya?ml|html|txt)$/;
    const kept = execFileSync("git", ["ls-files"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => text.test(file) && file !== "package-lock.json");
    expect(kept.length).toBeGreaterThan(500);
    const texts = Object.fromEntries(kept.map((file) => [file, readFileSync(file, "utf8")]));
    expect(issueCitations(texts)).toEqual([]);
  });

  it("touches each table only from its owner's queries", () => {
    expect(tableBreaches(sources, TABLE_OWNERS)).toEqual([]);
  });

  it("lists an owner for every table the migrations and better-auth create, and no other", () => {
    // better-auth's own tables, as better-auth lists them; app/db/table-owners.db.test.ts compares the list
    // with a migrated database's tables, which would also show a table that a plugin of ours added.
    const authTables = Object.values(getAuthTables({})).map((table) => table.modelName);
    const features = readdirSync("app/features");
    const libAreas = readdirSync("app/lib").map((entry) => `lib/${entry.replace(/\..*$/, "")}`);
    expect(
      tableListBreaches(TABLE_OWNERS, [...createdTables(sources), ...authTables], [...features, ...libAreas]),
    ).toEqual([]);
  });
});
