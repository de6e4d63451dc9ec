/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes
 * (docs/architecture.md#arch-25). The server therefore holds an exclusive lock on the folder for as long as it
 * runs. proper-lockfile refreshes the lock while we live; a lock left by a killed process goes
 * stale after STALE_MS and can then be taken.
 */
import lockfile from "proper-lockfile";
import { mkdirSync } from "node:fs";
import path from "node:path";

export const STALE_MS = 10_000;

export class DataDirLockedError extends Error {}

/** The lock itself: a folder that proper-lockfile creates and keeps fresh. */
export function dataLockPath(dataDir: string) {
  return path.join(dataDir, "server.lock");
}

export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void) {
  mkdirSync(dataDir, { recursive: true });
  const lockfilePath = dataLockPath(dataDir);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath,
      stale: STALE_MS,
      update: STALE_MS / 2,
      realpath: false,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(
        `Another server is already running on the data folder ${path.resolve(dataDir)}; stop it first ` +
          `(a lock left by a crashed server expires after ${STALE_MS / 1000} s).`,
      );
    }
    throw error;
  }
}
