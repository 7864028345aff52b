// Stands in for tslib where Docusaurus's utils-common requires it: see
// rules.ts. The only helper that package calls (checked by a unit test).
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
