import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { isRouteErrorResponse, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { StylesheetSource } from "./components/layout/inline-stylesheet";
import { StructuredDataSource } from "./components/layout/structured-data";
import { structuredDataContext } from "./features/content/structured-data.server";
import { withoutModulePreloads } from "./server/module-preloads.server";
import { criticalCssFor, learnCriticalCss, needsCriticalCss } from "./server/critical-css.server";
import { isLang } from "./lib/langs";
import { logger } from "./server/logger.server";
import { cspNonceContext } from "./server/request-context.server";

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

/**
 * The template a storefront page belongs to, for its critical CSS: its route and language (the
 * language decides the writing direction's rules and the fonts' character sets).
 * Back-office pages and errors keep the whole stylesheet.
 */
function cssTemplate(routerContext: EntryContext, status: number): string | undefined {
  if (status !== 200) return undefined;
  const matches = routerContext.staticHandlerContext.matches;
  if (!matches.some((match) => match.route.id === "routes/$lang/layout")) return undefined;
  const lang = matches[0]?.params.lang;
  if (!lang || !isLang(lang)) return undefined;
  return `${matches.at(-1)?.route.id}|${lang}`;
}

export const streamTimeout = 5_000;

/**
 * Errors React Router meets while answering. A refusal it makes itself (a POST to a page without
 * a form: 405, an unknown route: 404) is the visitor's mistake and gets one warning line, not a
 * stack trace; anything else is logged as an error. Requests the visitor abandoned are not logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ method: request.method, path: new URL(request.url).pathname, status: error.status }, "request refused");
    return;
  }
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "error while answering");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  // No critical CSS in development: the stylesheet is Vite's, linked and replaced as it is edited.
  const template = import.meta.env.DEV ? undefined : cssTemplate(routerContext, responseStatusCode);
  const critical = template ? criticalCssFor(template) : undefined;
  // The template's first page, or one that may show what its sample lacks (critical-css.server.ts).
  const learn = template !== undefined && needsCriticalCss(template);
  let stylesheetHref: string | undefined;
  const inlineCss = (href: string) => {
    stylesheetHref = href;
    if (critical !== undefined) return { css: critical, critical: true };
    const fullCss = readStylesheet(href);
    return fullCss === undefined ? undefined : { css: fullCss, critical: false };
  };
  // The abort timer holds the whole render (its loader data, its HTML) until it fires: it is
  // cleared as soon as the page is sent, so that a busy server does not keep its last six seconds of pages.
  let abortTimer: NodeJS.Timeout | undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <StylesheetSource.Provider value={inlineCss}>
        <StructuredDataSource.Provider value={loadContext.get(structuredDataContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StructuredDataSource.Provider>
      </StylesheetSource.Provider>,
      {
        nonce,
        // Every part of the page is ready when the shell is (nothing suspends on the server), so
        // no boundary is held back and sent later as a hidden copy with a script that moves it in:
        // the Suspense boundaries around the footer and the reviews (HydrateApart) only split the
        // hydration. A held-back copy once stayed in the page beside the hydrated one (CI, inbox.spec).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Every visitor gets the page once all of it is ready, as crawlers do (React Router's
        // template sends browsers the shell first). No loader defers data (no <Await>), so the only
        // part that "arrives later" is React Router's own hydration data, ready a moment after the
        // shell: sent after the shell it came as a held-back boundary (a <template>, a hidden copy
        // and React's inline script that moves it in), ~1.2 KB more HTML, ~500 B on the wire and a
        // script to run at load, for no earlier paint. Lighthouse and the end-to-end browsers
        // (headless, so "bots") measured this page already; shoppers now get the same one.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          body.once("close", () => clearTimeout(abortTimer));
          const html = withoutModulePreloads();
          html.pipe(body);
          if (learn && template) {
            // Its HTML teaches the template's critical CSS for the next pages.
            const chunks: Buffer[] = [];
            html.on("data", (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
            html.on("end", () => {
              const fullCss = stylesheetHref === undefined ? undefined : readStylesheet(stylesheetHref);
              if (fullCss !== undefined) void learnCriticalCss(template, Buffer.concat(chunks).toString("utf8"), fullCss);
            });
          }
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(html);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
