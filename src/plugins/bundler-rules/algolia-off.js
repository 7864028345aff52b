// Stands in for the stock DocSearch bar and search page with the local
// search, where they never show (rule `algolia-off`, rules.ts): draws nothing.
export default function AlgoliaOff() {
  return null;
}
