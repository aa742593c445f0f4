// Types of scripts/chromium.mjs for the TypeScript that imports it (tests/support/env.ts).
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const chromiumFlags: string[];
export declare function findChromium(candidates: Array<string | undefined>): string | undefined;
