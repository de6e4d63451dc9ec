import { Outlet } from "react-router";
import type { Route } from "./+types/layout";

/**
 * The back office's own layout (SPEC.md §2). Its route modules are separate chunks, loaded only
 * under /admin; nothing here is imported by storefront code.
 */
export const meta: Route.MetaFunction = () => [{ title: "Administration | Maison Lumière" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  return (
    <div className="min-h-dvh bg-[#f3efe9]">
      <header className="border-b border-lines bg-surface">
        <div className="mx-auto flex h-16 max-w-screen-xl items-center justify-between px-6">
          <p className="font-display text-2xl tracking-[0.08em]">Maison Lumière</p>
          <p className="eyebrow">Administration</p>
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}
