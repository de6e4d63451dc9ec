import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import cormorantLatin from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";
import cormorantCyrillic from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2?url";
import frankRuhlHebrew from "@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-hebrew-400-normal.woff2?url";
import { DEFAULT_LANG, dirOf, scriptOf, type Lang, type Script } from "./lib/langs";
import { ERROR_SCREEN_KEYS, ErrorScreen } from "./components/layout/error-screen";
import { InlineStylesheet, RestOfStylesheet } from "./components/layout/inline-stylesheet";
import { pageHasHydrated } from "./components/ui/hydrate-apart";
import { StructuredData } from "./components/layout/structured-data";
import { getDesignVariables } from "./features/content/settings.server";
import { messagesFor } from "./features/i18n/messages.server";
import { adminPageLang, cspNonceContext, optionalRequestContext } from "./server/request-context.server";

/** The display font a page preloads: one at most, for its language's script (docs/product/look.md#look-3). */
const DISPLAY_FONT: Record<Script, string> = {
  latin: cormorantLatin,
  cyrillic: cormorantCyrillic,
  hebrew: frankRuhlHebrew,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's language as its layout's middleware resolved it (the storefront's /:lang); the back
  // office's pages take the admin's language (its cookie, or ?lang= on the signed-out pages), so
  // that <html lang dir> is right before any script runs; anything else ("/", which redirects) is
  // French.
  const resolved = optionalRequestContext(context);
  const isAdmin = /^\/admin(\/|$)/.test(new URL(request.url).pathname);
  const lang: Lang = resolved?.lang ?? (isAdmin ? await adminPageLang(request) : DEFAULT_LANG);
  const [designVariables, messages] = await Promise.all([
    getDesignVariables().catch(() => ({})),
    resolved?.messages ?? messagesFor(lang).catch(() => ({}) as Record<string, string>),
  ]);
  // The error screen's texts, so it can render even when a deeper loader failed (only those: they
  // travel in every page's hydration data).
  const errorTexts = Object.fromEntries(ERROR_SCREEN_KEYS.flatMap((key) => (messages[key] === undefined ? [] : [[key, messages[key]]])));
  return data({ lang, designVariables, errorTexts, nonce: context.get(cspNonceContext) });
}

export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return Boolean(formMethod && formMethod !== "GET") || currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1];
}

// The shop and the back office install as two apps: each layout links its own manifest.
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const lang = rootData?.lang ?? DEFAULT_LANG;
  const designCss = rootData
    ? `:root{${Object.entries(rootData.designVariables)
        .map(([name, value]) => `${name}:${value}`)
        .join(";")}}`
    : "";
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ee" />
        <link rel="preload" href={DISPLAY_FONT[scriptOf(lang)]} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <StructuredData />
        <InlineStylesheet href={stylesheet} nonce={rootData?.nonce} />
        <Links />
        {designCss.length > 8 && <style nonce={rootData?.nonce}>{designCss}</style>}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={rootData?.nonce} />
        <Scripts nonce={rootData?.nonce} />
        <RestOfStylesheet href={stylesheet} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // A marker that React has taken over the page: tests wait for it before using widgets that
    // only work with JavaScript, and CSS can tell the two modes apart. The parts loaded apart follow
    // with their code (`data-parts-hydrated`, hydrate-apart.tsx).
    document.documentElement.dataset.hydrated = "true";
    pageHasHydrated();
  }, []);
  return <Outlet />;
}

/** The top-level error screen (docs/product/overview.md#shop-16). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen kind="not-found" />;
  }
  // The visitor sees a plain apology; whoever opens the console (or a test's page) gets the cause.
  // The server logs its own errors: only the browser's are otherwise lost.
  if (typeof document !== "undefined" || import.meta.env.DEV) console.error(error);
  return <ErrorScreen kind="error" />;
}
