// Stands in for a module a page never needs: see index.ts.
export {};
