/**
 * The browser build's chunking (scripts/vite-chunks.ts): icons are imported one by one, so that the
 * storefront's shared chunk holds only the icons a storefront module uses.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lucideIconsOneByOne, storefrontChunk } from "../../scripts/vite-chunks";

const root = path.resolve(import.meta.dirname, "../..");

function rewrite(code: string, id = "/shop/app/components/x.tsx"): string | null {
  const plugin = lucideIconsOneByOne(root);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return transform.call({}, code, id)?.code ?? null;
}

describe("lucideIconsOneByOne", () => {
  it("imports each icon from its own file, aliases and renames included", () => {
    const code = rewrite(`import { Heart, CheckCircle2 as Done, Menu } from "lucide-react";\nexport const a = [Heart, Done, Menu];`);
    expect(code).toContain(`import Heart from "lucide-react/icons/heart";`);
    expect(code).toContain(`import Done from "lucide-react/icons/circle-check";`);
    expect(code).toContain(`import Menu from "lucide-react/icons/menu";`);
    expect(code).not.toContain(`from "lucide-react";`);
  });

  it("keeps types and the package's other exports in an import from the package", () => {
    const code = rewrite(`import { type LucideIcon, Star, createLucideIcon } from "lucide-react";`);
    expect(code).toContain(`import Star from "lucide-react/icons/star";`);
    expect(code).toContain(`import { type LucideIcon, createLucideIcon } from "lucide-react";`);
  });

  it("leaves other modules and type-only imports alone", () => {
    expect(rewrite(`import type { LucideIcon } from "lucide-react";`)).toBeNull();
    expect(rewrite(`import { useState } from "react";`)).toBeNull();
    expect(rewrite(`import { Heart } from "lucide-react";`, "/shop/node_modules/x/index.js")).toBeNull();
  });
});

describe("storefrontChunk", () => {
  const icon = (name: string) => `/shop/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
  const layout = "/shop/app/routes/$lang/layout.tsx";
  const product = "/shop/app/routes/$lang/product.tsx";
  const contact = "/shop/app/routes/$lang/contact.tsx";
  const banner = "/shop/app/components/consent/consent-banner.tsx";
  // Who imports each module statically (importers), and which modules a module loads with import().
  const graph: Record<string, string[]> = {
    [icon("heart")]: ["/shop/app/components/product/wishlist-heart.tsx"],
    "/shop/app/components/product/wishlist-heart.tsx": [product],
    [icon("share-2")]: ["/shop/app/components/product/purchase-panel.tsx"],
    "/shop/app/components/product/purchase-panel.tsx": [product],
    [icon("printer")]: ["/shop/app/components/admin/orders/print.tsx"],
    "/shop/app/components/admin/orders/print.tsx": ["/shop/app/routes/admin/orders.tsx"],
    // A shared component that only the back office uses, in an import cycle.
    [icon("trash")]: ["/shop/app/components/ui/confirm.tsx"],
    "/shop/app/components/ui/confirm.tsx": ["/shop/app/components/ui/dialog.tsx", "/shop/app/routes/admin/media.tsx"],
    "/shop/app/components/ui/dialog.tsx": ["/shop/app/components/ui/confirm.tsx"],
    // The layout renders the banner on the server (a static import the browser's build drops) and
    // loads it apart in the browser (import()).
    [banner]: [layout],
    [icon("cookie")]: [banner],
    "/shop/app/lib/consent.ts": [banner],
    "/shop/app/lib/shop.tsx": [layout, product],
    "/shop/app/lib/money.ts": ["/shop/app/lib/shop.tsx"],
    "/shop/app/lib/opening-hours.ts": [contact],
    "/shop/app/lib/form.ts": [contact],
  };
  const dynamic: Record<string, string[]> = { [layout]: [banner] };
  const getModuleInfo = (id: string) => ({
    importers: graph[id] ?? [],
    dynamicImporters: Object.keys(dynamic).filter((importer) => dynamic[importer].includes(id)),
    dynamicallyImportedIds: dynamic[id] ?? [],
  });

  it("puts an icon every page shows in the kit, a page's own with that page, and a back-office one in the admin's", () => {
    const chunkOf = storefrontChunk();
    // wishlist-heart.tsx is one of the kit's components, which every page loads.
    expect(chunkOf(icon("heart"), { getModuleInfo })).toBe("storefront-kit");
    expect(chunkOf(icon("share-2"), { getModuleInfo })).toBe("icons-product");
    expect(chunkOf(icon("printer"), { getModuleInfo })).toBe("admin-icons");
    expect(chunkOf(icon("trash"), { getModuleInfo })).toBe("admin-icons");
  });

  it("leaves what only a part loaded apart uses out of the pages' first chunks", () => {
    const chunkOf = storefrontChunk();
    expect(chunkOf(icon("cookie"), { getModuleInfo })).toBe("storefront-apart");
    expect(chunkOf("/shop/app/lib/consent.ts", { getModuleInfo })).toBe("storefront-apart");
  });

  it("shares a module every page loads in the kit, and one of a single page with that page", () => {
    const chunkOf = storefrontChunk();
    expect(chunkOf("/shop/node_modules/lucide-react/dist/esm/Icon.mjs", { getModuleInfo })).toBe("storefront-kit");
    expect(chunkOf("/shop/app/lib/money.ts", { getModuleInfo })).toBe("storefront-kit");
    expect(chunkOf("/shop/app/lib/opening-hours.ts", { getModuleInfo })).toBe("shared-contact");
    expect(chunkOf("/shop/app/lib/form.ts", { getModuleInfo })).toBe("storefront-forms");
    expect(chunkOf("/shop/app/lib/permissions.ts", { getModuleInfo })).toBeUndefined();
    expect(chunkOf("/shop/app/routes/admin/orders.tsx", { getModuleInfo })).toBeUndefined();
  });
});
