import {translate} from '@docusaurus/Translate';

/** One of the three tools presented on the home page. */
export type Tool = {
  id: string;
  name: string;
  role: string;
  description: string;
  /** Docs page that starts with this tool. */
  to: string;
  /** Text of the link to that page. */
  linkLabel: string;
};

/** A kind of reader the suite is made for. */
export type Audience = {
  id: string;
  title: string;
  description: string;
  to: string;
};

export const tools: Tool[] = [
  {
    id: 'lespass',
    name: 'Lespass',
    role: translate({
      id: 'home.tool.lespass.role',
      message: 'Memberships, ticketing and agenda',
    }),
    description: translate({
      id: 'home.tool.lespass.description',
      message:
        'Your public site with its agenda, online memberships and tickets, member accounts and the back office where you run it all.',
    }),
    to: '/docs/category/billetterie/',
    linkLabel: translate({
      id: 'home.tool.lespass.link',
      message: 'Ticketing and membership guides',
    }),
  },
  {
    id: 'laboutik',
    name: 'LaBoutik',
    role: translate({id: 'home.tool.laboutik.role', message: 'Cash register and cashless'}),
    description: translate({
      id: 'home.tool.laboutik.description',
      message:
        'The till for your bar, kitchen or shop, on a phone, a Sunmi terminal or a Raspberry Box, with table service and preparation printing.',
    }),
    to: '/docs/category/caisse-enregistreuse/',
    linkLabel: translate({id: 'home.tool.laboutik.link', message: 'Cash register guides'}),
  },
  {
    id: 'card',
    name: translate({id: 'home.tool.card.name', message: 'The card, with Fedow'}),
    role: translate({id: 'home.tool.card.role', message: 'One card for life, in every venue'}),
    description: translate({
      id: 'home.tool.card.description',
      message:
        'A contactless card with a QR code that holds money, memberships and volunteer hours, kept safe by Fedow and accepted across the network.',
    }),
    to: '/docs/presentation/i_am_an_audience/',
    linkLabel: translate({id: 'home.tool.card.link', message: 'The card, for the public'}),
  },
];

export const audiences: Audience[] = [
  {
    id: 'collectives',
    title: translate({id: 'home.audience.collectives.title', message: 'Collectives and venues'}),
    description: translate({
      id: 'home.audience.collectives.description',
      message:
        'Associations, third places, FabLabs, festivals and theatres that want tools they can trust and share.',
    }),
    to: '/docs/presentation/i_am_a_collective/',
  },
  {
    id: 'audiences',
    title: translate({id: 'home.audience.public.title', message: 'Audiences'}),
    description: translate({
      id: 'home.audience.public.description',
      message:
        'Members of the public who book, join and pay with one card, and can get their money back.',
    }),
    to: '/docs/presentation/i_am_an_audience/',
  },
  {
    id: 'institutions',
    title: translate({id: 'home.audience.institutions.title', message: 'Institutions'}),
    description: translate({
      id: 'home.audience.institutions.description',
      message:
        'Towns and networks that support a territory and want its cultural life to run on common, open tools.',
    }),
    to: '/docs/presentation/uses/',
  },
];
