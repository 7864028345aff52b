import {translate} from '@docusaurus/Translate';
import texts from '@locale-texts/docs-landing.json';

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
    title: texts['area.presentation.title'],
    audience: texts['area.presentation.audience'],
    description: texts['area.presentation.description'],
  },
  {
    id: 'ticketing',
    to: '/docs/category/billetterie/',
    title: texts['area.ticketing.title'],
    audience: texts['area.ticketing.audience'],
    description: texts['area.ticketing.description'],
  },
  {
    id: 'memberships',
    to: '/docs/category/adhésion--abonnements/',
    title: texts['area.memberships.title'],
    audience: texts['area.memberships.audience'],
    description: texts['area.memberships.description'],
  },
  {
    id: 'cashless',
    to: '/docs/category/caisse-enregistreuse/',
    title: texts['area.cashless.title'],
    audience: texts['area.cashless.audience'],
    description: texts['area.cashless.description'],
  },
  {
    id: 'federation',
    to: '/docs/category/federation/',
    title: texts['area.federation.title'],
    audience: texts['area.federation.audience'],
    description: texts['area.federation.description'],
  },
  {
    id: 'api',
    to: '/docs/category/api/',
    title: texts['area.api.title'],
    audience: texts['area.api.audience'],
    description: texts['area.api.description'],
  },
  {
    id: 'install',
    to: '/docs/category/diy/',
    title: texts['area.install.title'],
    audience: texts['area.install.audience'],
    description: texts['area.install.description'],
  },
  {
    id: 'tips',
    to: '/docs/category/trucs-et-astuces/',
    title: texts['area.tips.title'],
    audience: texts['area.tips.audience'],
    description: texts['area.tips.description'],
  },
  {
    id: 'contributing',
    to: '/docs/category/contributing/',
    title: texts['area.contributing.title'],
    audience: texts['area.contributing.audience'],
    description: texts['area.contributing.description'],
  },
  {
    id: 'research',
    to: '/docs/category/research/',
    title: texts['area.research.title'],
    audience: texts['area.research.audience'],
    description: texts['area.research.description'],
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
