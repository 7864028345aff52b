import {translate} from '@docusaurus/Translate';

/** One area of the documentation, as a card on the /docs/ landing page. */
export type DocsArea = {
  id: string;
  /** Category index page of the area. */
  to: string;
  title: string;
  /** Who reads this area first. */
  audience: string;
  description: string;
};

/** A kind of reader, and the page where they should start. */
export type ReaderPath = {
  id: string;
  reader: string;
  start: string;
};

export const docsAreas: DocsArea[] = [
  {
    id: 'presentation',
    to: '/docs/category/presentation/',
    title: translate({id: 'docs.area.presentation.title', message: 'Presentation'}),
    audience: translate({id: 'docs.area.presentation.audience', message: 'Everyone'}),
    description: translate({
      id: 'docs.area.presentation.description',
      message:
        'What the three tools and the card do, who they are for, what they cost and how to try them on a demonstration space.',
    }),
  },
  {
    id: 'ticketing',
    to: '/docs/category/billetterie/',
    title: translate({id: 'docs.area.ticketing.title', message: 'Ticketing'}),
    audience: translate({id: 'docs.area.ticketing.audience', message: 'Organisers'}),
    description: translate({
      id: 'docs.area.ticketing.description',
      message:
        'Open your space, publish events, sell or give away tickets, take payments with Stripe and scan tickets at the door.',
    }),
  },
  {
    id: 'memberships',
    to: '/docs/category/adhésion--abonnements/',
    title: translate({id: 'docs.area.memberships.title', message: 'Memberships'}),
    audience: translate({id: 'docs.area.memberships.audience', message: 'Organisers'}),
    description: translate({
      id: 'docs.area.memberships.description',
      message:
        'Sell memberships and subscriptions online, record those paid by hand, offer member rates and import your member list.',
    }),
  },
  {
    id: 'cashless',
    to: '/docs/category/caisse-enregistreuse/',
    title: translate({id: 'docs.area.cashless.title', message: 'Cash register and cashless'}),
    audience: translate({id: 'docs.area.cashless.audience', message: 'Bar and shop managers'}),
    description: translate({
      id: 'docs.area.cashless.description',
      message:
        'Set up LaBoutik for a bar: staff cards, points of sale, articles, cards for the public, orders, printing, loyalty and refunds.',
    }),
  },
  {
    id: 'federation',
    to: '/docs/category/federation/',
    title: translate({id: 'docs.area.federation.title', message: 'Federations'}),
    audience: translate({id: 'docs.area.federation.audience', message: 'Venues in a network'}),
    description: translate({
      id: 'docs.area.federation.description',
      message:
        'Share an agenda, memberships and currencies with other venues, get the euros for the TiBillets spent at your bar, and know who refunds what.',
    }),
  },
  {
    id: 'api',
    to: '/docs/category/api/',
    title: translate({id: 'docs.area.api.title', message: 'API reference'}),
    audience: translate({id: 'docs.area.api.audience', message: 'Developers'}),
    description: translate({
      id: 'docs.area.api.description',
      message:
        'Call Lespass from your own tools: API keys, places, products, events, reservations, ticket scanning and wallets.',
    }),
  },
  {
    id: 'install',
    to: '/docs/category/diy/',
    title: translate({id: 'docs.area.install.title', message: 'Self-hosting and DIY'}),
    audience: translate({id: 'docs.area.install.audience', message: 'Self-hosters and makers'}),
    description: translate({
      id: 'docs.area.install.description',
      message:
        'Run the engines on your own server with Docker, or build the Raspberry Box, an open-hardware point of sale.',
    }),
  },
  {
    id: 'tips',
    to: '/docs/category/trucs-et-astuces/',
    title: translate({id: 'docs.area.tips.title', message: 'Tips and tricks'}),
    audience: translate({id: 'docs.area.tips.audience', message: 'Organisers'}),
    description: translate({
      id: 'docs.area.tips.description',
      message: 'Small recipes that save time, such as sharing your events on social networks.',
    }),
  },
  {
    id: 'contributing',
    to: '/docs/category/contributing/',
    title: translate({id: 'docs.area.contributing.title', message: 'Contributing'}),
    audience: translate({id: 'docs.area.contributing.audience', message: 'Contributors'}),
    description: translate({
      id: 'docs.area.contributing.description',
      message:
        'Take part in the code, the tests, the hardware, the translations and this documentation.',
    }),
  },
  {
    id: 'research',
    to: '/docs/category/research/',
    title: translate({id: 'docs.area.research.title', message: 'Research and design'}),
    audience: translate({
      id: 'docs.area.research.audience',
      message: 'Designers and curious minds',
    }),
    description: translate({
      id: 'docs.area.research.description',
      message: 'The visual identity and the user stories behind the tools.',
    }),
  },
];

export const readerPaths: ReaderPath[] = [
  {
    id: 'organiser',
    reader: translate({
      id: 'docs.reader.organiser',
      message: 'I run a venue, a festival or a collective',
    }),
    start: '/docs/presentation/i_am_a_collective/',
  },
  {
    id: 'public',
    reader: translate({
      id: 'docs.reader.public',
      message: 'I hold a TiBillet card or I bought a ticket',
    }),
    start: '/docs/presentation/i_am_an_audience/',
  },
  {
    id: 'selfhoster',
    reader: translate({
      id: 'docs.reader.selfhoster',
      message: 'I want to host the tools myself or build the hardware',
    }),
    start: '/docs/install/docker_install/',
  },
  {
    id: 'developer',
    reader: translate({
      id: 'docs.reader.developer',
      message: 'I want to connect another tool to TiBillet',
    }),
    start: '/docs/api/intro/',
  },
];
