// `npm start`'s supervisor: the shop runs in a child process, and a child that dies (out of memory,
// an uncaught error, killed) is started again within seconds, with the reason in the log. A shop
// must not stay down until someone notices.
//
// - A child that stops before it ever opened, on the first start, is a configuration to fix
//   (a bad PORT, a data folder another server holds): the supervisor stops with the child's code
//   and its one line, and does not try again. After the shop has been open once, every abnormal
//   exit is followed by a restart, a start that fails included (a database still restarting).
// - Back-off: 1 s after a crash, then 2, 4, 8, 16 and at most 30 s while it keeps crashing; back
//   to 1 s once a child has stayed open for a minute. A crash loop never spins.
// - The PGlite data folder's lock (app/server/data-lock.server.ts) is held by the child. A child
//   that dies leaves its lock behind, and the next child would be refused for ten seconds, until
//   the lock goes stale: the child tells the supervisor the lock it took (IPC), and the supervisor,
//   which saw that child exit, removes that lock before the restart.
// - SIGINT and SIGTERM go to the child, which closes cleanly; the supervisor then exits with its
//   code. If the supervisor itself dies, the child sees its IPC channel close and shuts down.
//
// The clock, the waits, the child's start and the lock's removal are parameters, so that tests
// drive a crash loop without waiting (tests/unit/supervisor.test.ts).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

export const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000];
/** How long a child must stay open for the next crash to be treated as a first one again. */
export const STABLE_MS = 60_000;
/** The lines of the child's error output kept to say why it died. */
const STDERR_LINES_KEPT = 60;

/** The child's last error lines, read for the reason of its death. */
export function crashReason({ code, signal, stderrTail }) {
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  const fatal = stderrTail.find((line) => /FATAL ERROR|heap out of memory|Allocation failed/i.test(line));
  if (fatal) return `${fatal.replace(/^.*FATAL ERROR:\s*/i, "").trim()} (${how})`;
  if (signal === "SIGKILL") return `killed (${how}; the system's out-of-memory killer, or someone)`;
  const last = [...stderrTail].reverse().find((line) => line.trim() && !/^\s+at /.test(line));
  return last ? `${last.trim().slice(0, 300)} (${how})` : how;
}

/**
 * Runs the shop until it is asked to stop; resolves with the exit code the supervisor should end
 * with.
 *
 * @param {object} options
 * @param {(restart?: { reason: string }) => import("node:child_process").ChildProcess} options.startChild starts one
 *   server child (IPC on, stderr piped); after a crash it is told why the previous one died
 * @param {(ms: number) => Promise<void>} [options.sleep]
 * @param {() => number} [options.now]
 * @param {(line: string) => void} [options.log] where the supervisor's own lines go
 * @param {(lockPath: string) => void} [options.removeLock]
 * @param {(stop: (signal: NodeJS.Signals) => void) => void} [options.onStopSignal] registers the SIGINT/SIGTERM handler
 * @param {(text: string) => void} [options.forwardStderr] where the child's error output goes on
 */
export async function supervise({
  startChild,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => Date.now(),
  log = (line) => console.error(line),
  removeLock = (lockPath) => rmSync(lockPath, { recursive: true, force: true }),
  onStopSignal = (stop) => {
    process.on("SIGINT", () => stop("SIGINT"));
    process.on("SIGTERM", () => stop("SIGTERM"));
  },
  forwardStderr = (text) => process.stderr.write(text),
}) {
  let stopSignal = null;
  let child = null;
  /** Wakes the back-off wait early when a stop is asked for. */
  let wakeUp = () => {};
  onStopSignal((signal) => {
    stopSignal = signal;
    if (child) child.kill(signal);
    wakeUp();
  });

  let everOpen = false;
  let crashes = 0;
  let restart;
  for (;;) {
    const run = await runChild(startChild(restart), (started) => (child = started), forwardStderr, now);
    child = null;
    if (run.open) everOpen = true;
    if (stopSignal) return run.code ?? 0;
    if (run.code === 0) return 0;
    if (!everOpen) return run.code ?? 1;

    if (run.lockPath) removeLock(run.lockPath);
    if (run.openedAt !== undefined && now() - run.openedAt >= STABLE_MS) crashes = 0;
    const delay = BACKOFF_MS[Math.min(crashes, BACKOFF_MS.length - 1)];
    crashes += 1;
    const reason = crashReason(run);
    log(`The shop stopped unexpectedly: ${reason}. Restarting it in ${delay / 1000} s (restart ${crashes}).`);
    restart = { reason };
    await Promise.race([sleep(delay), new Promise((resolve) => (wakeUp = resolve))]);
    wakeUp = () => {};
    if (stopSignal) return 0;
  }
}

/** One child's life: what it said over IPC, when it opened, how it ended, its last error lines. */
function runChild(started, setChild, forwardStderr, now) {
  setChild(started);
  const stderrTail = [];
  let partial = "";
  started.stderr?.on("data", (chunk) => {
    const text = String(chunk);
    forwardStderr(text);
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    stderrTail.push(...lines);
    if (stderrTail.length > STDERR_LINES_KEPT) stderrTail.splice(0, stderrTail.length - STDERR_LINES_KEPT);
  });
  return new Promise((resolve) => {
    const run = { open: false, openedAt: undefined, lockPath: undefined, code: null, signal: null, stderrTail };
    started.on("message", (message) => {
      if (message?.shop === "data-lock" && typeof message.path === "string") run.lockPath = message.path;
      if (message?.shop === "open") {
        run.open = true;
        run.openedAt = now();
      }
    });
    // "close", not "exit": it comes once the IPC channel is drained too, so a child killed right
    // after it said it was open is known to have been open (an "exit" can come before that message).
    started.on("close", (code, signal) => {
      run.code = code;
      run.signal = signal;
      if (partial) stderrTail.push(partial);
      resolve(run);
    });
  });
}

/**
 * The real child: this node, with the same options (`npm start`'s heap settings), on `entry`. A
 * restarted child gets the previous one's end in SHOP_RESTART_REASON, and logs it as an error
 * (the admin's diagnostics screen lists the server's last errors).
 */
export function nodeChild(entry, env = process.env) {
  return (restart) =>
    spawn(process.execPath, [...process.execArgv, entry], {
      env: restart ? { ...env, SHOP_RESTART_REASON: restart.reason } : env,
      stdio: ["inherit", "inherit", "pipe", "ipc"],
    });
}
