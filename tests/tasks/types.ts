/**
 * The reader-task suite: real jobs readers come to the site for, in their
 * words, with the page that answers and the facts that page must state.
 * Each file of tests/tasks/areas/ exports `tasks: AreaTasks`; the runner
 * (tests/tasks/tasks.test.ts, `npm run test:tasks`) checks every task in the
 * built site.
 */

/** Who comes to the site. */
export const readerKinds = [
  'public', // a member of the public: buys a ticket, loads a card, asks for a refund
  'member', // a member of an association: joins, renews, uses a member rate
  'volunteer', // badges in and out, scans tickets at the door
  'cashier', // cashier or bar staff: opens the till, sells, refunds at the bar
  'venue-admin', // runs a venue's space: events, products, users, settings
  'treasurer', // money: payments, Stripe, reports, refunds, accounting
  'organiser', // organises events and festivals
  'partner-venue', // a venue in a network of venues (federation, shared card)
  'self-hoster', // runs the engines on their own server
  'technician', // builds and sets up hardware (Raspberry Box, printers, NFC)
  'developer', // calls the API, receives webhooks, contributes code
] as const;

export type ReaderKind = (typeof readerKinds)[number];

/** What one language's reader says: the job in their words, and what they type. */
export type Words = {
  /** The job, as the reader would say it (never a page title). */
  job: string;
  /** The words the reader types in the search box. */
  query: string;
};

export type Fact = {
  /** Where the product shows it is true: "TiBillet/<repository>:<path>". */
  source: string;
  /**
   * What the page must state for the reader to do the job, in each language
   * that needs it (a product label differs between languages, so each side
   * may have its own fact and its own source): each string must appear in
   * the text of one of the task's answer pages in that language (case,
   * spaces, apostrophes and non-breaking spaces do not count).
   */
  en?: string[];
  fr?: string[];
};

/** One reader's job, written once, with both languages' words side by side. */
export type Task = {
  /** Unique, kebab-case: "connect-stripe". */
  id: string;
  reader: ReaderKind;
  /** Routes of the pages that answer, without the /fr prefix: "/docs/api/apikey/". */
  answers: string[];
  /** Where readers asked for it: a tracker thread's URL or a changelog entry. */
  askedIn?: string;
  en: Words;
  fr: Words;
  facts: Fact[];
};

export type AreaTasks = Task[];
