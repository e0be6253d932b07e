import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Production source files under `dir` (tests and the texts left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join("app", "texts") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A bucket named as a limit's property (`bucket: "contact"`), or as the bucket of a firing. */
const BUCKET = [/\bbucket:\s*["'`]([^"'`$]+)["'`]/g, /\bnoteFiring\(\s*\w+,\s*["'`]([^"'`$]+)["'`]/g];

/**
 * Every bucket the code of app/ counts with the rate limiter (lib/rate-limit.server.ts) or counts the
 * firings of, by the literal that names it, with the files that name it. A bucket named only through a
 * variable built at run time escapes this, and review has to catch it.
 */
export function countedBuckets(): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const file of sourceFiles("app")) {
    const text = readFileSync(file, "utf8");
    for (const pattern of BUCKET)
      for (const [, bucket = ""] of text.matchAll(pattern))
        buckets.set(bucket, [...(buckets.get(bucket) ?? []), file]);
  }
  return buckets;
}
