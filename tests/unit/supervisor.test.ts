/**
 * `npm start`'s supervisor (scripts/supervise.mjs) with fake server children and a clock and
 * waits the test drives: a crashed shop is started again within seconds, with the reason logged
 * and its data folder's lock removed; a crash loop backs off; a configuration error on the first
 * start is not retried; a stop signal reaches the child and ends the supervisor.
 */
import { EventEmitter } from "node:events";
import { PassThrough } from "node:stream";
import type { ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BACKOFF_MS, STABLE_MS, crashReason, supervise } from "../../scripts/supervise.mjs";

/** A server child the test makes speak, open and die. */
class FakeChild extends EventEmitter {
  stderr = new PassThrough();
  killedWith: string[] = [];
  constructor(readonly restartReason: string | undefined) {
    super();
  }
  kill(signal: string) {
    this.killedWith.push(signal);
    // The real server closes cleanly on SIGINT/SIGTERM.
    queueMicrotask(() => this.emit("close", 0, null));
    return true;
  }
  open(lockPath?: string) {
    if (lockPath) this.emit("message", { shop: "data-lock", path: lockPath });
    this.emit("message", { shop: "open" });
  }
  async die(code: number | null, signal: string | null, stderr = "") {
    if (stderr) {
      this.stderr.write(stderr);
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.emit("close", code, signal);
  }
}

const OOM =
  "\n<--- Last few GCs --->\n[123:0x5]    34961 ms: Mark-Compact 1021.4 (1043.2) -> 1020.9 (1043.2) MB\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n";

/** Lets the supervisor's promise chain run (no clock involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The supervisor with fakes: every child, every wait asked for, every line logged, every lock removed. */
function harness() {
  const children: FakeChild[] = [];
  const waits: { ms: number; done: () => void }[] = [];
  const logged: string[] = [];
  const removed: string[] = [];
  let clock = 0;
  let stop: (signal: NodeJS.Signals) => void = () => {};
  const result = supervise({
    startChild: (restart) => {
      const child = new FakeChild(restart?.reason);
      children.push(child);
      return child as unknown as ChildProcess;
    },
    sleep: (ms) => new Promise<void>((done) => waits.push({ ms, done })),
    now: () => clock,
    log: (line) => logged.push(line),
    removeLock: (lockPath) => removed.push(lockPath),
    onStopSignal: (handler) => (stop = handler),
    forwardStderr: () => {},
  });
  return {
    children,
    waits,
    logged,
    removed,
    result,
    /** The child started `index`-th (0 first), once the supervisor has started it. */
    child: async (index: number) => {
      for (let turn = 0; turn < 20 && !children[index]; turn++) await settle();
      if (!children[index]) throw new Error(`no child ${index} was started`);
      return children[index];
    },
    advance: (ms: number) => (clock += ms),
    stop: (signal: NodeJS.Signals) => stop(signal),
    /** Ends the last back-off wait, as its time passing would. */
    elapse: async () => {
      waits.at(-1)!.done();
      await settle();
    },
  };
}

describe("npm start's supervisor", () => {
  it("starts a shop that ran out of memory again after 1 s, says why it died, and frees its data folder's lock", async () => {
    const run = harness();
    const first = await run.child(0);
    first.open("/data/server.lock");
    run.advance(5_000);
    await first.die(null, "SIGABRT", OOM);
    await settle();
    expect(run.waits.map((wait) => wait.ms)).toEqual([1000]);
    expect(run.removed).toEqual(["/data/server.lock"]);
    expect(run.logged).toEqual([
      "The shop stopped unexpectedly: Reached heap limit Allocation failed - JavaScript heap out of memory (signal SIGABRT). Restarting it in 1 s (restart 1).",
    ]);
    await run.elapse();
    const restarted = await run.child(1);
    expect(run.children).toHaveLength(2);
    // The new server logs the reason where the diagnostics screen reads the last errors.
    expect(restarted.restartReason).toBe("Reached heap limit Allocation failed - JavaScript heap out of memory (signal SIGABRT)");
    restarted.open();
    run.stop("SIGTERM");
    expect(await run.result).toBe(0);
    expect(restarted.killedWith).toEqual(["SIGTERM"]);
  });

  it("counts a server killed before its 'open' message was read as open: it waits for the channel to close, not for the exit", async () => {
    const run = harness();
    const first = await run.child(0);
    // The system reports the exit first; the message the server sent before it dies is read after.
    first.emit("exit", null, "SIGKILL");
    first.open();
    await first.die(null, "SIGKILL");
    await settle();
    expect(run.logged).toEqual(["The shop stopped unexpectedly: killed (signal SIGKILL; the system's out-of-memory killer, or someone). Restarting it in 1 s (restart 1)."]);
    await run.elapse();
    (await run.child(1)).open();
    run.stop("SIGTERM");
    expect(await run.result).toBe(0);
  });

  it("backs off while it keeps crashing (1, 2, 4, 8, 16, 30, 30 s), and from 1 s again after a minute open", async () => {
    const run = harness();
    (await run.child(0)).open();
    for (let crash = 0; crash < 7; crash++) {
      // Each copy opens and dies at once, or never opens (a start that fails after the first counts too).
      await run.children[crash].die(1, null, "Error: boom\n    at x (file.js:1:1)\n");
      await settle();
      await run.elapse();
      const child = await run.child(crash + 1);
      if (crash % 2 === 1) child.open();
    }
    expect(run.waits.map((wait) => wait.ms)).toEqual([...BACKOFF_MS, 30_000]);
    expect(run.logged.at(-1)).toBe("The shop stopped unexpectedly: Error: boom (exit code 1). Restarting it in 30 s (restart 7).");

    const last = run.children.at(-1)!;
    last.open();
    run.advance(STABLE_MS);
    await last.die(null, "SIGKILL");
    await settle();
    expect(run.waits.at(-1)!.ms).toBe(1000);
    expect(run.logged.at(-1)).toContain("killed (signal SIGKILL;");
    await run.elapse();
    await run.child(8);
    run.stop("SIGINT");
    expect(await run.result).toBe(0);
  });

  it("does not retry a first start that fails (a bad PORT, a folder another server holds): it ends with the child's code", async () => {
    const run = harness();
    const child = await run.child(0);
    await child.die(1, null, "Cannot start the shop: PORT (\"abc\") must be a number\n");
    expect(await run.result).toBe(1);
    expect(run.children).toHaveLength(1);
    expect(run.logged).toEqual([]);
    expect(run.removed).toEqual([]);
  });

  it("ends with 0 when the shop stops cleanly, and a stop during the back-off ends the wait at once", async () => {
    const clean = harness();
    const child = await clean.child(0);
    child.open();
    await child.die(0, null);
    expect(await clean.result).toBe(0);

    const run = harness();
    const crashed = await run.child(0);
    crashed.open();
    await crashed.die(null, "SIGSEGV");
    await settle();
    expect(run.waits).toHaveLength(1);
    run.stop("SIGTERM");
    expect(await run.result).toBe(0);
    expect(run.children).toHaveLength(1);
  });
});

describe("crashReason", () => {
  it("reads the last error line, past a stack trace, else the exit code or signal", () => {
    expect(crashReason({ code: 1, signal: null, stderrTail: ["TypeError: x is not a function", "    at f (a.js:1:1)", ""] })).toBe("TypeError: x is not a function (exit code 1)");
    expect(crashReason({ code: 7, signal: null, stderrTail: [] })).toBe("exit code 7");
  });
});
