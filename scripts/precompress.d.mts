/** Types of scripts/precompress.mjs, for the tests that call it. */
export function precompressDir(dir: string): { files: number; rawBytes: number; brBytes: number };
