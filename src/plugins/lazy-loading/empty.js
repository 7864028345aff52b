// Replaces theme-classic/lib/prism-include-languages: see index.ts.
export {};
