// A throwaway S3-compatible server for tests: s3rver (a devDependency) on 127.0.0.1, on a port the kernel
// picks, keeping its objects in a temporary folder, with the buckets asked for. It runs in a child Node
// with --openssl-legacy-provider: s3rver encrypts its ListObjectsV2 continuation tokens with DES, which
// OpenSSL 3 keeps in its legacy provider, so without it listing a second page answers 500.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseConfig, type S3Settings, s3Settings } from "~/lib/config";

/** s3rver's built-in account: it checks the signature with these. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

export type S3TestServer = {
  endpoint: string;
  /** The S3_* variables of a site whose images go to `bucket`, under `prefix` when given. */
  env(bucket: string, prefix?: string): Record<string, string>;
  /** The same, as the storage module takes them. */
  settings(bucket: string, prefix?: string): S3Settings;
  stop(): Promise<void>;
};

export async function startS3Server(buckets: string[]): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "handball-s3-"));
  const bin = fileURLToPath(import.meta.resolve("s3rver/bin/s3rver.js"));
  const args = ["-d", directory, "-a", "127.0.0.1", "-p", "0", "--silent", "--no-vhost-buckets"];
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", bin, ...args, ...buckets.flatMap((name) => ["--configure-bucket", name])],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = once(child, "exit");
  let printed = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`s3rver did not listen within 20 s:\n${printed}`)),
      20_000,
    );
    const read = (text: string) => {
      printed += text;
      const listening = /listening on 127\.0\.0\.1:(\d+)/.exec(printed);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.setEncoding("utf8").on("data", read);
    child.stderr.setEncoding("utf8").on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before listening:\n${printed}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const env = (bucket: string, prefix?: string) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    ...CREDENTIALS,
    ...(prefix ? { S3_PREFIX: prefix } : {}),
  });
  return {
    endpoint,
    env,
    settings(bucket, prefix) {
      const settings = s3Settings(parseConfig(env(bucket, prefix)));
      if (!settings) throw new Error("the S3 settings of the test server did not parse");
      return settings;
    },
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
