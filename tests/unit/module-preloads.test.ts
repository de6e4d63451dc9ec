/** The HTML stream loses its modulepreload hints and nothing else, even when a tag is cut in two. */
import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { withoutModulePreloads } from "../../app/server/module-preloads.server";

async function through(chunks: string[]) {
  const out: string[] = [];
  const stream = Readable.from(chunks).pipe(withoutModulePreloads());
  for await (const part of stream) out.push(part.toString());
  return out.join("");
}

const page = `<head><link rel="preload" as="image" href="/img/a.jpg"/><link rel="modulepreload" href="/assets/a.js"/></head><body><p>Bougies</p><link rel="modulepreload" href="/assets/b.js" nonce="n"/><script type="module">import "/assets/a.js";</script></body>`;
const expected = `<head><link rel="preload" as="image" href="/img/a.jpg"/></head><body><p>Bougies</p><script type="module">import "/assets/a.js";</script></body>`;

describe("withoutModulePreloads", () => {
  it("removes the hints and keeps everything else", async () => {
    expect(await through([page])).toBe(expected);
  });

  it("handles a hint cut across chunks at every position", async () => {
    for (let cut = 1; cut < page.length; cut += 1) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
  });
});
