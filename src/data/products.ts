/**
 * The product's repositories a docs page can be checked against, with the
 * versions the pages were checked on. A page under docs/api, docs/install,
 * docs/contribute, docs/Utilisateur or docs/presentation names them in its
 * front matter:
 *
 *   checked_against: [{product: Lespass, version: 1.8.28, date: 2026-11-25}]
 *
 * Checking a page against a newer release: add the version here (with its
 * commit), re-read the page against that code, then update the front matter.
 */
export type Product = {
  /** https://github.com/TiBillet/<repository> */
  repository: string;
  /** Version (or short commit, for repositories without releases) → full commit. */
  versions: Record<string, string>;
};

export const products = {
  Lespass: {
    repository: 'Lespass',
    versions: {'1.8.28': '0103ee48a2ce04b0f1e0ba0fc7c1a747a8652a58'},
  },
  Fedow: {
    repository: 'Fedow',
    versions: {'1.5.1': 'ac5a871fb40770437b42aa73c6267a7b778d44ae'},
  },
  LaBoutik: {
    repository: 'LaBoutik',
    versions: {fdd5041: 'fdd50415dd457a060508cc68c833226996a0e002'},
  },
  'laboutik-deploy': {
    repository: 'laboutik-deploy',
    versions: {'40bc0a3': '40bc0a33bed7cf690f42aae32d4a965883990ec3'},
  },
  'Traefik-reverse-proxy': {
    repository: 'Traefik-reverse-proxy',
    versions: {'7c20705': '7c207056dcdd5153103b41b051cb6e2449cc24ba'},
  },
  'DIY-point-of-sale-hardware': {
    repository: 'DIY-point-of-sale-hardware',
    versions: {b35c9c3: 'b35c9c348f1f68b07764fc9d9535ab923cd6e93a'},
  },
  'client-raspberry-cashless-LaBoutik': {
    repository: 'client-raspberry-cashless-LaBoutik',
    versions: {'1c0f248': '1c0f24805eec9f898e25b8bfb90fc301abdbef90'},
  },
} satisfies Record<string, Product>;

export type ProductName = keyof typeof products;

/** One entry of a page's `checked_against` front matter, once read by the build. */
export type CheckedAgainst = {product: ProductName; version: string; date: string};

/** The address of a version's source code. */
export const sourceUrl = (product: ProductName, version: string): string => {
  const entry: Product = products[product];
  return `https://github.com/TiBillet/${entry.repository}/tree/${entry.versions[version]}`;
};
