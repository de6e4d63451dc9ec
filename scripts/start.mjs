#!/usr/bin/env node
// `npm start`: build the production bundle if it is missing or stale, then run the shop under a
// supervisor that starts it again when it dies (scripts/supervise.mjs); scripts/serve.mjs is the
// server process itself.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildFresh, writeStamp } from "./build-state.mjs";
import { nodeChild, supervise } from "./supervise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV ??= "production";

if (!isBuildFresh(root)) {
  // One line of progress: the build's own listing goes nowhere, and the warnings known to be
  // harmless are kept quiet by the build itself (scripts/build-warnings.ts); anything else it
  // says on its error output is shown.
  console.log("Building the shop (first start or changed sources): a minute or a few…");
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("Cannot start the shop: the build failed (see the messages above).");
    process.exit(1);
  }
  writeStamp(root);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.exit(await supervise({ startChild: nodeChild(path.join(root, "scripts/serve.mjs")) }));
