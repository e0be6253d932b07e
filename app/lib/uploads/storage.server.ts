import { type FileHandle, mkdir, open, readdir, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import { type Config, type S3Settings, s3Settings } from "../config";

/** What a stored file is, without its bytes. */
export type StoredFile = { size: number; lastModified: Date | null; etag: string | null };

/** Where the images are: the manifest of a backup records it, messages name it. */
export type UploadSource =
  | { storage: "folder"; path: string }
  | { storage: "s3"; bucket: string; prefix: string; endpoint: string | null };

/**
 * Where uploaded images live (decision 035): the folder UPLOAD_DIR, or an S3 bucket when S3_* is set.
 * Names are relative to it: `<hex>.webp` for the site's own images; a backup may bring `a/b.webp`.
 */
export type UploadStorage = {
  readonly source: UploadSource;
  /** Stores a new file; resolves only once it is on disk (fsync) or acknowledged by the bucket. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file and a stream of its bytes, or null when there is none of that name. */
  get(name: string): Promise<(StoredFile & { body: Readable }) | null>;
  head(name: string): Promise<StoredFile | null>;
  /** Every name, a page of the bucket (or a folder) at a time. */
  list(): AsyncIterable<string>;
};

type Settings = Pick<
  Config,
  | "UPLOAD_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PREFIX"
>;

const storages = new WeakMap<Settings, UploadStorage>();

/** The storage the configuration names, one per configuration, so the process keeps one S3 client. */
export function uploadStorage(config: Settings): UploadStorage {
  let storage = storages.get(config);
  if (!storage) {
    const s3 = s3Settings(config);
    storage = s3 ? s3Storage(s3) : folderStorage(config.UPLOAD_DIR);
    storages.set(config, storage);
  }
  return storage;
}

/**
 * A name that stays inside the storage whatever the storage is: relative, `/` between non-empty segments,
 * never `.` or `..`, no backslash and no control character.
 */
export function isSafeName(name: string) {
  return name
    .split("/")
    .every((segment) => segment !== "" && !/^\.{1,2}$/.test(segment) && !/[\\\p{Cc}]/u.test(segment));
}

/** Where the images are, for a message: "the upload folder ./data/uploads (UPLOAD_DIR)". */
export function describeSource(source: UploadSource) {
  if (source.storage === "folder") return `the upload folder ${source.path} (UPLOAD_DIR)`;
  const where = source.endpoint ? ` at ${source.endpoint}` : "";
  return `the bucket ${source.bucket}${where}${source.prefix ? ` under ${source.prefix}` : ""} (S3_BUCKET, S3_PREFIX)`;
}

function assertSafeName(name: string) {
  if (!isSafeName(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
}

function contentTypeOf(name: string) {
  return name.endsWith(".webp") ? "image/webp" : "application/octet-stream";
}

const isMissing = (error: unknown) =>
  ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException)?.code ?? "");

/** The folder UPLOAD_DIR, as before object storage: every write flushed to disk before it returns. */
export function folderStorage(dir: string): UploadStorage {
  const path = (name: string) => {
    assertSafeName(name);
    return join(dir, name);
  };
  const head = async (name: string): Promise<StoredFile | null> => {
    try {
      const found = await stat(path(name));
      return found.isFile() ? { size: found.size, lastModified: found.mtime, etag: null } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    source: { storage: "folder", path: dir },
    async put(name, bytes) {
      const file = path(name);
      await mkdir(dirname(file), { recursive: true });
      await writeDurably(file, bytes);
    },
    async get(name) {
      let handle: FileHandle;
      try {
        handle = await open(path(name), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const found = await handle.stat();
      if (!found.isFile()) {
        await handle.close();
        return null;
      }
      return { size: found.size, lastModified: found.mtime, etag: null, body: handle.createReadStream() };
    },
    head,
    async *list() {
      let entries: string[];
      try {
        entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      yield* entries.sort().map((name) => name.split(sep).join("/"));
    },
  };
}

/**
 * Writes a new file and flushes it and its directory entry to disk before returning, so that an
 * image the editor was told is uploaded survives a power cut, like the database row that names it.
 */
async function writeDurably(file: string, data: Uint8Array) {
  const handle = await open(file, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const directory = await open(dirname(file), "r");
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/**
 * A bucket of S3 or of an S3-compatible server. Path-style addresses (`endpoint/bucket/key`) and
 * checksums only where an operation requires one: many S3-compatible servers refuse the SDK's default
 * CRC32 checksums. A PUT cannot refuse to overwrite everywhere (If-None-Match is AWS's, not every
 * server's), so names stay 128 random bits. `listPageSize` is for tests of the paging.
 */
export function s3Storage(settings: S3Settings, { listPageSize = 1000 } = {}): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that does not answer must not hold a request (or an editor's form) for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket, keyPrefix } = settings;
  const key = (name: string) => {
    assertSafeName(name);
    return `${keyPrefix}${name}`;
  };
  const described = (output: { ContentLength?: number; LastModified?: Date; ETag?: string }) => ({
    size: output.ContentLength ?? 0,
    lastModified: output.LastModified ?? null,
    etag: output.ETag ?? null,
  });
  return {
    source: { storage: "s3", bucket, prefix: keyPrefix, endpoint: settings.endpoint ?? null },
    async put(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentTypeOf(name),
        }),
      );
    },
    async get(name) {
      try {
        const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        if (!(output.Body instanceof Readable)) throw new Error("The S3 client gave no Node stream");
        return { ...described(output), body: output.Body };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async head(name) {
      try {
        return described(await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) })));
      } catch (error) {
        // A HEAD answer has no body, so the SDK cannot tell a missing key from a missing bucket.
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
    async *list() {
      const pages = paginateListObjectsV2(
        { client, pageSize: listPageSize },
        { Bucket: bucket, Prefix: keyPrefix },
      );
      // A key ending in "/" is the empty marker of a "folder" some consoles make, not a file.
      for await (const page of pages)
        for (const { Key } of page.Contents ?? [])
          if (Key && !Key.endsWith("/")) yield Key.slice(keyPrefix.length);
    },
  };
}
