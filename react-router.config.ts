import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build's entry is our Hono app (server/app.ts), see vite.config.ts.
  future: {},
} satisfies Config;
