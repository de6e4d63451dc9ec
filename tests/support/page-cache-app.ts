/**
 * The HTTP app as production runs it, with a page cache and `handlePage` standing in for React
 * Router: shared by the integration tests of the page cache and of consent (which keys it).
 * `dir` serves as the static, media and image-cache folders (empty in these tests).
 */
import { env } from "../../app/server/env.server";
import { createHttpApp, type HttpOptions } from "../../server/http";
import type { PageCache } from "../../server/page-cache";

export function pageCacheApp(dir: string, handlePage: HttpOptions["handlePage"], pageCache: PageCache) {
  return createHttpApp({
    handlePage,
    pageCache,
    clientDir: dir,
    mediaDir: dir,
    cacheDir: dir,
    publicUrl: env().publicUrl,
    trustedOrigins: [],
    production: true,
  });
}
