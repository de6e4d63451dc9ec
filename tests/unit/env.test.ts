import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../../app/server/env.server";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable and the problem in one line", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/^PORT \("abc"\) must be a number$/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/^DATABASE_URL .* must be a URL/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x@y/z" })).toThrow(/^DATABASE_URL .* must start with postgres/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/^PORT .* between 1 and 65535/);
  });

  it("accepts a PostgreSQL URL and a public address", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/shop", PUBLIC_URL: "https://shop.example.com/" });
    expect(env.DATABASE_URL).toBe("postgres://u:p@127.0.0.1:5432/shop");
    expect(env.publicUrl).toBe("https://shop.example.com");
  });

  it("bounds the image cache at 512 MB unless IMAGE_CACHE_MAX_MB says otherwise", () => {
    expect(parseEnv({}).IMAGE_CACHE_MAX_MB).toBe(512);
    expect(parseEnv({ IMAGE_CACHE_MAX_MB: "64" }).IMAGE_CACHE_MAX_MB).toBe(64);
    expect(() => parseEnv({ IMAGE_CACHE_MAX_MB: "lots" })).toThrow(/^IMAGE_CACHE_MAX_MB \("lots"\) must be a number$/);
    expect(() => parseEnv({ IMAGE_CACHE_MAX_MB: "0" })).toThrow(/^IMAGE_CACHE_MAX_MB .* at least 1/);
  });

  it("reads TRUST_PROXY as a boolean, off by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/^TRUST_PROXY .* must be true or false/);
  });
});
