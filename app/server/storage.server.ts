/**
 * Where the shop's image files live (docs/product/admin-back-office.md#adm-16): ONE interface, two implementations.
 *
 * - Local disk (the default): the media folder, `<DATA_DIR>/media`.
 * - An S3-compatible bucket, when STORAGE_URL is set, so that several copies of the server share
 *   the same images:
 *
 *     s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix][?region=eu-west-1&pathStyle=true]
 *     s3+http://…   the same over plain HTTP (a MinIO or s3rver on the same network)
 *
 *   The access key and the secret are percent-encoded when they hold reserved characters
 *   ("/" is %2F, "+" is %2B). `region` defaults to us-east-1; `pathStyle` (host/bucket/key rather
 *   than bucket.host/key) defaults to true, which every S3-compatible server understands.
 *
 * Keys are relative paths ("uploads/2026/05/<uuid>.jpg", "seed/hero/hero-1.jpg"); an image's
 * address is "/media/<key>". A key never holds "..", a leading "/" or a backslash.
 */
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";

export interface StoredFile {
  bytes: number;
  /** Changes whenever the file does (a modification time, an ETag). */
  tag: string;
}

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Where it keeps files, for the start-up line and the logs (never the secret). */
  readonly description: string;
  /** Whether `stat` is cheap enough to call on every image request (a local stat, not a round trip). */
  readonly cheapStat: boolean;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Its size and version, or undefined when there is none. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Throws, with a message that says what is wrong, when the storage cannot be used (checked at start). */
  check(): Promise<void>;
}

/** The storage a bad key is refused by, before any file system or network call. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key)}`);
  }
}

/** A relative path of plain segments: letters, digits, "-", "_", "." (no "..", no empty part). */
const KEY_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && KEY_PATTERN.test(key) && !key.split("/").some((part) => part === "." || part === "..");
}

function checkKey(key: string) {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
}

/** The image formats the shop stores, by extension. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()];
}

/** The media folder on this machine. Writes go through a temporary file, so a reader never sees half a file. */
export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "local",
    description: `local folder ${root}`,
    cheapStat: true,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        return await readFile(file);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { bytes: info.size, tag: `${info.mtimeMs}-${info.size}` } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** A bucket of an S3-compatible service, as STORAGE_URL describes it. */
export interface S3Config {
  /** "http://host:port" or "https://host[:port]". */
  endpoint: string;
  bucket: string;
  /** Keys are stored under this folder of the bucket ("" or "shop/"). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class StorageUrlError extends Error {}

/**
 * Reads STORAGE_URL. Throws a StorageUrlError whose message says what is wrong, never quoting the
 * secret (env.server.ts puts it after the variable's name).
 */
export function parseStorageUrl(value: string): S3Config {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError("must be a URL such as s3://ACCESS_KEY:SECRET_KEY@host:port/bucket?region=us-east-1");
  }
  if (url.protocol !== "s3:" && url.protocol !== "s3+http:" && url.protocol !== "s3+https:") {
    throw new StorageUrlError("must start with s3:// (or s3+http:// for a server without TLS)");
  }
  if (!url.hostname) throw new StorageUrlError("must name the S3 server's host, e.g. s3://KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket");
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new StorageUrlError("has a badly percent-encoded access key or secret");
    }
  };
  const accessKeyId = decode(url.username);
  const secretAccessKey = decode(url.password);
  if (!accessKeyId || !secretAccessKey) throw new StorageUrlError("must hold the access key and the secret: s3://ACCESS_KEY:SECRET_KEY@host/bucket");
  const [bucket = "", ...rest] = url.pathname.replace(/^\/+|\/+$/g, "").split("/");
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new StorageUrlError("must name a bucket after the host (3 to 63 lower-case letters, digits, dots or dashes): s3://KEY:SECRET@host/bucket");
  }
  const prefix = rest.length ? `${rest.join("/")}/` : "";
  if (prefix && !isStorageKey(prefix.slice(0, -1))) throw new StorageUrlError("has a folder after the bucket that is not a plain path");
  const known = new Set(["region", "pathStyle", "forcePathStyle"]);
  for (const name of url.searchParams.keys()) {
    if (!known.has(name)) throw new StorageUrlError(`has an unknown option "${name}" (known: region, pathStyle)`);
  }
  const region = url.searchParams.get("region") || "us-east-1";
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new StorageUrlError("has a region that is not a region name (e.g. eu-west-1, auto)");
  const style = url.searchParams.get("pathStyle") ?? url.searchParams.get("forcePathStyle") ?? "true";
  if (style !== "true" && style !== "false") throw new StorageUrlError("has a pathStyle that is neither true nor false");
  const scheme = url.protocol === "s3+http:" ? "http" : "https";
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    prefix,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: style === "true",
  };
}

/** Errors of a missing object, as S3 and its look-alikes name them. */
function isNotFound(error: unknown) {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.Code === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

/** How long a key the bucket did not have is answered "missing" without asking again. */
const MISSING_FOR_MS = 30_000;
const MISSING_KEPT = 5_000;

/**
 * A bucket of an S3-compatible service. The SDK is loaded on first use, so a shop on local disk
 * never loads it. A key the bucket does not have is remembered for 30 s, so that requests for
 * made-up image addresses do not each cost a round trip (an upload under that key forgets it).
 */
export function createS3Storage(config: S3Config): MediaStorage {
  const missing = new Map<string, number>();
  const knownMissing = (key: string) => {
    const until = missing.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    missing.delete(key);
    return false;
  };
  const rememberMissing = (key: string) => {
    // The oldest go first (a Map keeps insertion order).
    if (missing.size >= MISSING_KEPT) missing.delete(missing.keys().next().value!);
    missing.set(key, Date.now() + MISSING_FOR_MS);
  };
  let client: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
        // default ones.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
        // Every call has a deadline: a bucket that stops answering fails the upload, never hangs it.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      }),
    })));
  const objectKey = (key: string) => {
    checkKey(key);
    return `${config.prefix}${key}`;
  };
  return {
    kind: "s3",
    description: `bucket ${config.bucket} at ${config.endpoint}${config.prefix ? ` (folder ${config.prefix})` : ""}`,
    cheapStat: false,
    async put(key, body, contentType) {
      const { client, sdk } = await connect();
      missing.delete(key);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // Keys are never reused: a new upload gets a new name.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(key) {
      const name = objectKey(key);
      if (knownMissing(key)) return undefined;
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: name }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (!isNotFound(error)) throw error;
        rememberMissing(key);
        return undefined;
      }
    },
    async stat(key) {
      const name = objectKey(key);
      if (knownMissing(key)) return undefined;
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: name }));
        return { bytes: Number(answer.ContentLength ?? 0), tag: answer.ETag ?? String(answer.LastModified?.getTime() ?? "") };
      } catch (error) {
        if (!isNotFound(error)) throw error;
        rememberMissing(key);
        return undefined;
      }
    },
    async delete(key) {
      const name = objectKey(key);
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: name }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async check() {
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) throw new Error(`there is no bucket "${config.bucket}" at ${config.endpoint}`);
        if (status === 403 || status === 401) throw new Error(`the access key may not use the bucket "${config.bucket}" (refused with ${status})`);
        throw new Error(`${config.endpoint} did not answer (${(error as Error).message || (error as Error).name})`);
      }
    },
  };
}

/** The storage STORAGE_URL names, else the media folder. */
export function createStorage(options: { storageUrl?: string; mediaDir: string }): MediaStorage {
  return options.storageUrl ? createS3Storage(parseStorageUrl(options.storageUrl)) : createLocalStorage(options.mediaDir);
}

let current: MediaStorage | undefined;

/** Set once at start (server/main.ts), or by a test. */
export function setStorage(storage: MediaStorage | undefined) {
  current = storage;
}

/** The shop's storage; the server sets it at start. */
export function storage(): MediaStorage {
  if (!current) throw new Error("the media storage is not set (server/main.ts sets it at start)");
  return current;
}

/** "/media/<key>" → key, or undefined for any other address. */
export function keyOfMediaUrl(url: string): string | undefined {
  if (!url.startsWith("/media/")) return undefined;
  const key = url.slice("/media/".length);
  return isStorageKey(key) ? key : undefined;
}

export const mediaUrlOf = (key: string) => `/media/${key}`;
