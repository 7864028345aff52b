import texts from '@locale-texts/home.json';

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
    title: texts['feature.360.title'],
    description: texts['feature.360.description'],
    image: '/img/home/360.svg',
  },
  {
    id: 'network-builder',
    title: texts['feature.network.title'],
    description: texts['feature.network.description'],
    image: '/img/home/network-builder.svg',
  },
  {
    id: 'social-solidarity',
    title: texts['feature.social.title'],
    description: texts['feature.social.description'],
    image: '/img/home/social-solidarity.svg',
  },
  {
    id: 'low-tech',
    title: texts['feature.lowTech.title'],
    description: texts['feature.lowTech.description'],
    image: '/img/home/low-tech.svg',
  },
  {
    id: 'free-open-source',
    title: texts['feature.free.title'],
    description: texts['feature.free.description'],
    image: '/img/home/free-open-source.svg',
  },
  {
    id: 'event-makers',
    title: texts['feature.events.title'],
    description: texts['feature.events.description'],
    image: '/img/home/event-makers.svg',
  },
];
