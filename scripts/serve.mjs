#!/usr/bin/env node
// The shop's server process, as `npm start`'s supervisor runs it (scripts/start.mjs): the
// production bundle's main(). The bundle is built by then.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV ??= "production";
const { main } = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
await main();
