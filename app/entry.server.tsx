import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { StylesheetSource } from "./components/layout/inline-stylesheet";
import { withoutModulePreloads } from "./server/module-preloads.server";

import { projectRoot } from "./server/paths.server";

// Where the hashed stylesheet lives once built.
const clientDir = path.join(projectRoot, "build", "client");
const stylesheets = new Map<string, string | undefined>();

/** The built stylesheet's text for inlining, read once; undefined when it is not a built asset. */
function readStylesheet(href: string): string | undefined {
  if (!stylesheets.has(href)) {
    let css: string | undefined;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        css = readFileSync(path.join(clientDir, href), "utf8");
      } catch {
        css = undefined;
      }
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href);
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode requests wait for all content; browsers get the shell first.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetSource.Provider value={readStylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetSource.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const html = withoutModulePreloads();
          html.pipe(body);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(html);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
