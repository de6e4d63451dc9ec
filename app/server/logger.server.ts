import { Writable } from "node:stream";
import pino from "pino";

/** One of the last errors this server process logged, for the diagnostics screen (docs/product/performance-and-operations.md#ops-6). */
export interface RecentError {
  at: string;
  message: string;
  /** The request's path when the error was met while answering one. */
  path?: string;
  /** The error's own message (its stack stays in the log). */
  detail?: string;
}

/** How many errors the process keeps in memory; the log file keeps them all. */
export const RECENT_ERRORS_KEPT = 50;
const recent: RecentError[] = [];

/** pino writes each line as JSON; errors and worse are also kept here, newest last. */
const errorMemory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    try {
      const line = JSON.parse(chunk.toString("utf8")) as { time?: number; msg?: string; path?: string; err?: { message?: string } };
      recent.push({
        at: new Date(line.time ?? Date.now()).toISOString(),
        message: line.msg ?? "",
        ...(typeof line.path === "string" ? { path: line.path } : {}),
        ...(line.err?.message ? { detail: line.err.message.slice(0, 500) } : {}),
      });
      if (recent.length > RECENT_ERRORS_KEPT) recent.splice(0, recent.length - RECENT_ERRORS_KEPT);
    } catch {
      // A line pino did not write as JSON: nothing to keep.
    }
    done();
  },
});

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

/** One JSON line per event on standard output; LOG_LEVEL sets how much. */
export const logger = pino(
  { level, base: undefined },
  pino.multistream([
    { level: level === "silent" ? "fatal" : (level as pino.Level), stream: process.stdout },
    { level: "error", stream: errorMemory },
  ]),
);

/** The errors this process logged since it started (at most RECENT_ERRORS_KEPT), newest first. */
export function recentErrors(): RecentError[] {
  return [...recent].reverse();
}
