import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import layers of decision 020, checked by linting small files, one import each, in a scratch
// folder that carries the project's biome.json: a breach of each rule must fail, an allowed import pass.

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherThan = (feature: string) => features.find((name) => name !== feature) ?? "";
// Decision 042: these features reach orders through its face, and orders reaches none of them.
const ordersUsers = ["accounts", "events", "memberships", "shop"];
const notOrdersUsers = features.filter((name) => name !== "orders" && !ordersUsers.includes(name));

type Case = [file: string, source: string];

const breaches: Case[] = [
  ["app/lib/feature.ts", "~/features/shop/cart"],
  ["app/lib/feature-relative.ts", "../features/shop/cart"],
  ["app/lib/email/component.ts", "../../components/ui/toaster"],
  ["app/lib/component.ts", "~/components/ui/toaster"],
  ["app/lib/route.ts", "~/routes/home"],
  ["app/components/feature.tsx", "~/features/shop/components/cart-drawer"],
  ["app/components/ui/feature-relative.tsx", "../../features/uploads/rules"],
  ["app/components/route.tsx", "~/routes/home"],
  ["app/db/feature.ts", "~/features/accounts/auth.server"],
  ["app/db/feature-relative.ts", "../features/shop/catalogue"],
  ["app/db/component.ts", "~/components/ui/toaster"],
  ...features.flatMap((feature): Case[] => [
    [`app/features/${feature}/other.ts`, `~/features/${otherThan(feature)}/rules`],
    [`app/features/${feature}/other-relative.ts`, `../${otherThan(feature)}/rules`],
    [`app/features/${feature}/components/other-relative.tsx`, `../../${otherThan(feature)}/rules`],
    [`app/features/${feature}/components/other-long.tsx`, `../../../features/${otherThan(feature)}/rules`],
    [`app/features/${feature}/route.ts`, "~/routes/home"],
  ]),
  ["app/lib/orders.ts", "~/features/orders/index.server"],
  ["app/lib/orders-pure.ts", "~/features/orders"],
  ...ordersUsers.flatMap((feature): Case[] => [
    [`app/features/${feature}/orders-inside.ts`, "~/features/orders/rules"],
    [`app/features/${feature}/orders-queries.ts`, "~/features/orders/queries.server"],
    [`app/features/${feature}/orders-relative.ts`, "../orders/lifecycle.server"],
    [`app/features/${feature}/components/orders-relative.tsx`, "../../orders/rules"],
  ]),
  ...notOrdersUsers.map((feature): Case => [`app/features/${feature}/orders-face.ts`, "~/features/orders"]),
  ...ordersUsers.map(
    (feature): Case => [`app/features/orders/${feature}.ts`, `~/features/${feature}/index.server`],
  ),
  // Decision 044: events reaches memberships through its face only, and memberships reaches no events.
  ["app/features/events/memberships-inside.ts", "~/features/memberships/queries.server"],
  ["app/features/events/memberships-sub.ts", "~/features/memberships/join/service.server"],
  ["app/features/events/memberships-relative.ts", "../memberships/index.server"],
  ["app/features/memberships/events-face.ts", "~/features/events/index.server"],
  ["app/features/orders/memberships-pure.ts", "~/features/memberships"],
];

// Decision 021: texts come from a catalogue of lib/i18n/pages in a locale, never from the English files.
const textBreaches: Case[] = [
  ["app/routes/english.tsx", "~/lib/i18n/en/events"],
  ["app/root-english.tsx", "~/lib/i18n/en/common"],
  ["app/components/english.tsx", "~/lib/i18n/en/common"],
  ["app/lib/english.ts", "~/lib/i18n/en/uploads"],
  ["app/lib/email/english.ts", "../i18n/en/common"],
  ...features.map((feature): Case => [`app/features/${feature}/english.ts`, `~/lib/i18n/en/${feature}`]),
];

const allowed: Case[] = [
  ["app/lib/i18n/pages/ok-catalogue.ts", "../en/events"],
  ["app/features/events/ok-english.test.ts", "~/lib/i18n/en/events"],
  ["app/lib/ok-lib.ts", "./text"],
  ["app/lib/email/ok-lib.ts", "../text"],
  ["app/lib/ok-db.ts", "~/db/db.server"],
  ["app/components/ok-lib.tsx", "~/lib/money"],
  ["app/components/ok-component.tsx", "./ui/field"],
  ["app/db/ok-lib.ts", "~/lib/config"],
  ["app/db/ok-db.ts", "./db.server"],
  ...features.flatMap((feature): Case[] => [
    [`app/features/${feature}/ok-self.ts`, `~/features/${feature}/rules`],
    [`app/features/${feature}/ok-relative.ts`, "./rules"],
    [`app/features/${feature}/components/ok-parent.tsx`, "../rules"],
    [`app/features/${feature}/ok-lower.ts`, "~/components/ui/field"],
    [`app/features/${feature}/ok-db.ts`, "~/db/db.server"],
    // Tests may compose anything, like routes, server/ and scripts/.
    [`app/features/${feature}/ok.test.ts`, `~/features/${otherThan(feature)}/rules`],
  ]),
  ...ordersUsers.flatMap((feature): Case[] => [
    [`app/features/${feature}/ok-orders-face.ts`, "~/features/orders"],
    [`app/features/${feature}/ok-orders-face-server.ts`, "~/features/orders/index.server"],
  ]),
  ["app/features/events/ok-memberships-face.ts", "~/features/memberships"],
  ["app/features/events/ok-memberships-face-server.ts", "~/features/memberships/index.server"],
  ["app/features/memberships/join/ok-sibling.ts", "~/features/memberships/guardian/service.server"],
  ["app/features/memberships/join/ok-shared.ts", "../rules"],
  ["app/routes/ok-feature.tsx", "~/features/shop/components/cart-drawer"],
  ["app/root-ok.tsx", "~/features/shop/components/cart-drawer"],
];

let scratch = "";
let flagged = new Map<string, string>();
let status: number | null = null;

/** Lints every case in one run (a few hundred milliseconds) and records which files the rule flagged. */
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "lint-layers-"));
  copyFileSync("biome.json", join(scratch, "biome.json"));
  for (const [file, source] of [...breaches, ...textBreaches, ...allowed]) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), `import { x } from "${source}";\n\nexport { x };\n`);
  }
  const run = spawnSync(
    resolve("node_modules/.bin/biome"),
    ["lint", "--only=style/noRestrictedImports", "--reporter=github", "--max-diagnostics=none", "app"],
    { cwd: scratch, encoding: "utf8" },
  );
  status = run.status;
  flagged = new Map(
    [...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),.*::(.*)$/gm)].map(
      ([, file = "", message = ""]) => [file.slice(scratch.length + 1), message],
    ),
  );
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the import layers in the linter (decision 020)", () => {
  it("fails the lint when a layer is breached", () => {
    expect(status).toBe(1);
  });

  it.each(breaches)("%s may not import %s", (file) => {
    expect(flagged.get(file)).toContain("decision 020");
  });

  it.each(textBreaches)("%s may not import the English texts %s (decision 021)", (file) => {
    expect(flagged.get(file)).toContain("decision 021");
  });

  it.each(allowed)("%s may import %s", (file) => {
    expect(flagged.has(file)).toBe(false);
  });
});
