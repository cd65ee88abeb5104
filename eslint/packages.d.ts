// Types for packages.js, which eslint.config.js loads as plain JavaScript.
export declare const BROWSER_SAFE: readonly string[];
export declare const DATABASE_DRIVERS: readonly string[];
export declare const SERVER_ONLY: readonly string[];
export declare const SERVER_ONLY_ENTRIES: readonly string[];
