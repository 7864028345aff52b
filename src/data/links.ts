/** Addresses used in several places of the site (config, pages, tests). */
export const links = {
  /** The hosted service's sign-up wizard, which opens a new collective space. */
  signUp: 'https://events.tibillet.coop/onboard/',
  github: 'https://github.com/TiBillet',
  sourceRepository: 'https://github.com/TiBillet/documentation_v2',
  discord: 'https://discord.gg/7FJvtYx',
  mastodon: 'https://pouet.chapril.org/@tibillet',
  matrix: 'https://matrix.to/#/#tibillet:tiers-lieux.org',
  contactMail: 'mailto:contact@tibillet.re',
  cooperativeBlog: 'https://codecommun.coop/blog/',
  cooperativeSite: 'https://codecommun.coop/',
} as const;
