import {translate} from '@docusaurus/Translate';

/** A tile of the "Features" section of the home page. */
export type Feature = {
  id: string;
  title: string;
  description: string;
  /** Decorative drawing in static/, 240 × 160. */
  image: string;
};

/** The six tiles, in the order of the spec. */
export const features: Feature[] = [
  {
    id: '360',
    title: translate({id: 'home.feature.360.title', message: '360°'}),
    description: translate({
      id: 'home.feature.360.description',
      message:
        'One set of tools follows the whole visit: the membership, the ticket, the drink at the bar and the card that pays for it. Your figures land in one place instead of five.',
    }),
    image: '/img/home/360.svg',
  },
  {
    id: 'network-builder',
    title: translate({id: 'home.feature.network.title', message: 'Network Builder'}),
    description: translate({
      id: 'home.feature.network.description',
      message:
        'Venues that trust each other can share an agenda, a card and even a currency. A member of one place is welcome in the others, like islands of an archipelago.',
    }),
    image: '/img/home/network-builder.svg',
  },
  {
    id: 'social-solidarity',
    title: translate({
      id: 'home.feature.social.title',
      message: 'Social and Solidarity-based',
    }),
    description: translate({
      id: 'home.feature.social.description',
      message:
        'Built by a cooperative for the social and solidarity economy. Member rates, pay-what-you-want prices and hours given by volunteers all count, not only sales.',
    }),
    image: '/img/home/social-solidarity.svg',
  },
  {
    id: 'low-tech',
    title: translate({id: 'home.feature.lowTech.title', message: 'Low Tech'}),
    description: translate({
      id: 'home.feature.lowTech.description',
      message:
        'The till runs on the phones and tablets you already have. Or build it yourself: a Raspberry Pi in a plywood case that you can repair.',
    }),
    image: '/img/home/low-tech.svg',
  },
  {
    id: 'free-open-source',
    title: translate({id: 'home.feature.free.title', message: 'Free & Open Source'}),
    description: translate({
      id: 'home.feature.free.description',
      message:
        'Every line of code is published under the AGPLv3. You can read it, host it yourself, adapt it, and nobody can lock your data or your members away from you.',
    }),
    image: '/img/home/free-open-source.svg',
  },
  {
    id: 'event-makers',
    title: translate({id: 'home.feature.events.title', message: 'Event Makers'}),
    description: translate({
      id: 'home.feature.events.description',
      message:
        'Concerts, plays, workshops, festivals: publish an event in minutes. Sell or give away tickets, then scan them at the door with a phone.',
    }),
    image: '/img/home/event-makers.svg',
  },
];
