/**
 * The page's JSON-LD (features/content/structured-data.server.ts), written once into <head>. The
 * server takes it from the request (entry.server.tsx gives StructuredDataSource); the browser keeps
 * what the server wrote so hydration matches, and never needs it after that (crawlers read the HTML).
 */
import { createContext, useContext, useState } from "react";
import { jsonLdScript } from "~/lib/structured-data";

export const StructuredDataSource = createContext<object[] | null>(null);

const SELECTOR = 'script[type="application/ld+json"][data-page-ld]';

export function StructuredData() {
  const items = useContext(StructuredDataSource);
  const [texts] = useState(() =>
    items
      ? items.map((item) => jsonLdScript(item as Record<string, unknown>))
      : typeof document !== "undefined"
        ? [...document.querySelectorAll(SELECTOR)].map((script) => script.textContent ?? "")
        : [],
  );
  return texts.map((text, index) => (
    <script key={index} type="application/ld+json" data-page-ld="" dangerouslySetInnerHTML={{ __html: text }} />
  ));
}
