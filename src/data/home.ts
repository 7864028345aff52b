import texts from '@locale-texts/home.json';

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
    role: texts['tool.lespass.role'],
    description: texts['tool.lespass.description'],
    to: '/docs/category/billetterie/',
    linkLabel: texts['tool.lespass.link'],
  },
  {
    id: 'laboutik',
    name: 'LaBoutik',
    role: texts['tool.laboutik.role'],
    description: texts['tool.laboutik.description'],
    to: '/docs/category/caisse-enregistreuse/',
    linkLabel: texts['tool.laboutik.link'],
  },
  {
    id: 'card',
    name: texts['tool.card.name'],
    role: texts['tool.card.role'],
    description: texts['tool.card.description'],
    to: '/docs/presentation/i_am_an_audience/',
    linkLabel: texts['tool.card.link'],
  },
];

export const audiences: Audience[] = [
  {
    id: 'collectives',
    title: texts['audience.collectives.title'],
    description: texts['audience.collectives.description'],
    to: '/docs/presentation/i_am_a_collective/',
  },
  {
    id: 'audiences',
    title: texts['audience.public.title'],
    description: texts['audience.public.description'],
    to: '/docs/presentation/i_am_an_audience/',
  },
  {
    id: 'institutions',
    title: texts['audience.institutions.title'],
    description: texts['audience.institutions.description'],
    to: '/docs/presentation/uses/',
  },
];
