/**
 * Parts loaded apart (app/components/ui/hydrate-apart.tsx): the server renders the part itself, in
 * its own Suspense boundary, and never asks for its module; the browser asks for it when the part
 * first renders; a module that cannot be downloaded leaves the part suspended (the server's HTML
 * stays), never an error that would replace the page with the error screen.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { loadedApart, partModule } from "~/components/ui/hydrate-apart";

const Greeting = ({ name }: { name: string }) => createElement("p", null, `Bonjour ${name}`);

describe("loadedApart", () => {
  it("renders the part itself on the server, in a Suspense boundary of its own (the server has no loader for it)", () => {
    const Part = loadedApart({ component: Greeting });
    expect(renderToString(createElement(Part, { name: "Noa" }))).toBe("<!--$--><p>Bonjour Noa</p><!--/$-->");
  });

  it("asks for the module in the browser when the part first renders (hydration reaches it), and once", () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = loadedApart({ load });
    // Not when the importing module runs: that would queue it ahead of the page's entry script.
    expect(load).not.toHaveBeenCalled();
    renderToString(createElement(Part, { name: "Noa" }));
    renderToString(createElement(Part, { name: "Noa" }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("partModule", () => {
  it("gives React.lazy the loaded component", async () => {
    await expect(partModule(() => Promise.resolve(Greeting))).resolves.toEqual({ default: Greeting });
  });

  it("stays pending when the module cannot be downloaded, and says why in the console", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new TypeError("Failed to fetch dynamically imported module");
    const settled = vi.fn();
    void partModule(() => Promise.reject(failure)).then(settled, settled);
    // Every promise reaction queued so far has run by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(failure);
    logged.mockRestore();
  });
});
