import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// scripts/system-tests/audit.mjs runs the real `npm audit` of this project. Here npm talks to a stand-in registry
// on loopback that answers the advisory endpoint the way the npm registry does, so each outcome of
// the check can be seen: a high advisory on a runtime dependency fails it, none passes it, and a
// registry without the endpoint makes it a skip, not a pass.

type Mode = "clean" | "high-advisory" | "dev-only-advisory" | "no-endpoint";
let mode: Mode = "clean";
let server: Server;
let registry: string;
const work = mkdtempSync(join(tmpdir(), "audit-test-"));
const zodVersion: string = JSON.parse(readFileSync("package-lock.json", "utf8")).packages["node_modules/zod"]
  .version;

function advisory(name: string) {
  return {
    [name]: [
      {
        id: 1_000_001,
        url: "https://github.com/advisories/GHSA-test-test-test",
        title: "Stand-in advisory",
        severity: "high",
        vulnerable_versions: ">=0.0.0",
        cwe: ["CWE-400"],
        cvss: { score: 7.5, vectorString: null },
      },
    ],
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === "POST" && req.url?.endsWith("/-/npm/v1/security/advisories/bulk")) {
      if (mode === "no-endpoint") {
        res.writeHead(405, { allow: "GET,HEAD" }).end();
        return;
      }
      const body =
        mode === "high-advisory"
          ? advisory("zod")
          : mode === "dev-only-advisory"
            ? advisory("autocannon")
            : {};
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    if (req.method === "GET" && req.url === "/zod") {
      // npm reads the packument to work out which versions the advisory covers.
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          name: "zod",
          "dist-tags": { latest: zodVersion },
          versions: { [zodVersion]: { name: "zod", version: zodVersion, dependencies: {} } },
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

function audit(): Promise<{ code: number; stderr: string; report: Record<string, unknown> }> {
  const reportFile = join(work, `${mode}.json`);
  return new Promise((resolve) => {
    execFile(
      "node",
      ["scripts/system-tests/audit.mjs", reportFile],
      {
        env: {
          ...process.env,
          npm_config_registry: registry,
          npm_config_cache: join(work, "cache"),
          npm_config_prefer_online: "true",
        },
      },
      (error, _stdout, stderr) => {
        resolve({
          code: error ? (error.code as number) : 0,
          stderr,
          report: JSON.parse(readFileSync(reportFile, "utf8")),
        });
      },
    );
  });
}

describe("SECURITY 27: npm audit of the runtime dependencies", () => {
  it("passes when the registry knows no advisory", async () => {
    mode = "clean";
    const { code, report } = await audit();
    expect(report).toEqual({ check: "audit", ok: true });
    expect(code).toBe(0);
  }, 60_000);

  it("fails on a high advisory against a runtime dependency, and names it", async () => {
    mode = "high-advisory";
    const { code, report, stderr } = await audit();
    expect(report).toEqual({ check: "audit", ok: false });
    expect(code).toBe(1);
    expect(stderr).toContain("high zod");
  }, 60_000);

  it("ignores an advisory that only touches a development tool (--omit=dev)", async () => {
    mode = "dev-only-advisory";
    const { report } = await audit();
    expect(report).toEqual({ check: "audit", ok: true });
  }, 60_000);

  it("reports a skip, not a pass, when the registry has no advisory endpoint", async () => {
    mode = "no-endpoint";
    const { code, report, stderr } = await audit();
    expect(report.check).toBe("audit");
    expect(report.ok).toBeUndefined();
    expect(report.skipped).toMatch(/405/);
    expect(stderr).toContain("SKIPPED");
    expect(code).toBe(0);
  }, 60_000);
});
