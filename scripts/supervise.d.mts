/** Types of scripts/supervise.mjs, for the tests that drive it. */
import type { ChildProcess } from "node:child_process";

export const BACKOFF_MS: number[];
export const STABLE_MS: number;
export function crashReason(end: { code: number | null; signal: NodeJS.Signals | null; stderrTail: string[] }): string;
export function supervise(options: {
  startChild: (restart?: { reason: string }) => ChildProcess;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  log?: (line: string) => void;
  removeLock?: (lockPath: string) => void;
  onStopSignal?: (stop: (signal: NodeJS.Signals) => void) => void;
  forwardStderr?: (text: string) => void;
}): Promise<number>;
export function nodeChild(entry: string, env?: NodeJS.ProcessEnv): (restart?: { reason: string }) => ChildProcess;
