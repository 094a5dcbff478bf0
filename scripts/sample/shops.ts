import type { Currency } from '../../sites/index.ts';
import type { ShopInput } from '../catalogue/store.ts';
import type { ShopFacts } from '../../src/domain/shop-facts.ts';
import type { DeliveryPlan, SampleFormat } from './feed-writers.ts';

/** Invented shops (sample data, `.example` domains). `currency` is what the shop prices in. */
export interface SampleShop extends ShopInput {
  currency: Currency;
  /** How the shop prices against the market: 0.96 is 4% cheaper. */
  priceLevel: number;
  /** Share of the catalogue the shop carries. */
  range: number;
  /** The feed format the shop sends. */
  format: SampleFormat;
  /** Whether its feed carries GTINs (else items match by brand + MPN). */
  gtins: boolean;
  /**
   * A partial feed lists only what changed, so the ingest (`--partial`) never marks an offer
   * gone: an item it stops listing stays on the site, unconfirmed, and turns stale.
   */
  partialFeed?: boolean;
  /** The shop's feed stops arriving this many days before the end (its offers turn stale). */
  feedStopsBeforeEnd?: number;
  /** Handling and transit times its feed states for what it has in stock; none: its feed says nothing of delivery. */
  delivery?: DeliveryPlan;
}

const shop = (
  id: string,
  name: string,
  country: 'MNE' | 'BIH',
  currency: Currency,
  shippingMinor: number,
  priceLevel: number,
  range: number,
  format: SampleFormat,
  gtins = true,
  feeds: Pick<SampleShop, 'partialFeed' | 'feedStopsBeforeEnd' | 'delivery'> = {},
): SampleShop => ({
  id,
  name,
  country,
  url: `https://${id}.example`,
  shippingMinor,
  isSample: true,
  currency,
  priceLevel,
  range,
  format,
  gtins,
  ...feeds,
});

const days = (handling: [number, number], transit: [number, number]) => ({ delivery: { handling, transit } });

export const SAMPLE_SHOPS: SampleShop[] = [
  shop('primorje-tech', 'Primorje Tech', 'MNE', 'EUR', 0, 1.0, 0.7, 'rss', true, days([0, 1], [1, 2])),
  shop('lovcen-digital', 'Lovćen Digital', 'MNE', 'EUR', 390, 0.97, 0.55, 'rss', true, days([0, 0], [1, 1])),
  shop('bokeska-elektronika', 'Bokeška Elektronika', 'MNE', 'EUR', 500, 1.03, 0.5, 'atom', true, days([1, 2], [2, 3])),
  shop('pg-pc-centar', 'PG PC Centar', 'MNE', 'EUR', 300, 0.98, 0.45, 'tsv', true, { partialFeed: true, ...days([0, 1], [1, 3]) }),
  shop('niksic-mobil', 'Nikšić Mobil', 'MNE', 'EUR', 250, 1.01, 0.35, 'tsv', false),
  shop('adria-gadget', 'Adria Gadget', 'MNE', 'EUR', 0, 1.05, 0.4, 'rss'),
  shop('herceg-import', 'Herceg Import', 'MNE', 'BAM', 800, 0.95, 0.25, 'cnj', true, days([2, 3], [3, 5])),
  shop('bascarsija-tech', 'Baščaršija Tech', 'BIH', 'BAM', 0, 1.0, 0.7, 'cnj', true, days([0, 1], [1, 2])),
  shop('neretva-digital', 'Neretva Digital', 'BIH', 'BAM', 1000, 0.97, 0.55, 'cnj', true, days([0, 0], [1, 1])),
  shop('una-elektronik', 'Una Elektronik', 'BIH', 'BAM', 800, 1.02, 0.45, 'cnj', false),
  shop('drina-mobil', 'Drina Mobil', 'BIH', 'BAM', 500, 0.99, 0.4, 'rss', true, days([1, 1], [1, 2])),
  shop('vrbas-pc', 'Vrbas PC', 'BIH', 'BAM', 700, 0.96, 0.45, 'tsv', true, days([1, 2], [2, 3])),
  shop('bosna-gadget', 'Bosna Gadget', 'BIH', 'BAM', 0, 1.04, 0.35, 'atom'),
  shop('sava-online', 'Sava Online', 'BIH', 'EUR', 600, 0.98, 0.2, 'rss', true, { feedStopsBeforeEnd: 5, ...days([2, 4], [3, 5]) }),
];

/** What some sample shops told the operator (src/domain/shop-facts.ts); the others told nothing, and show nothing. */
export const SAMPLE_FACTS: Record<string, ShopFacts> = {
  'primorje-tech': {
    company: 'Primorje Tech d.o.o.',
    address: 'Njegoševa 12, 85310 Budva',
    country: 'MNE',
    registration: '03123456',
    email: 'prodaja@primorje-tech.example',
    phone: '+382 33 451 200',
    payments: ['card', 'cash-on-delivery', 'installments'],
    deliversTo: ['MNE'],
    returnsDays: 14,
    warranty: 'shop',
  },
  'lovcen-digital': { company: 'Lovćen Digital d.o.o.', country: 'MNE', payments: ['card', 'bank-transfer'], returnsDays: 14 },
  'herceg-import': {
    company: 'Herceg Import d.o.o.',
    address: 'Kralja Tvrtka 3, 88000 Mostar',
    country: 'BIH',
    payments: ['card', 'bank-transfer'],
    deliversTo: ['MNE', 'BIH'],
    shipsFrom: 'BIH',
    customs: 'included',
    returnsDays: 14,
    warranty: 'manufacturer',
  },
  'bascarsija-tech': {
    company: 'Baščaršija Tech d.o.o.',
    address: 'Ferhadija 7, 71000 Sarajevo',
    country: 'BIH',
    registration: '4200123450007',
    payments: ['card', 'cash-on-delivery'],
    deliversTo: ['BIH'],
    returnsDays: 15,
    warranty: 'shop',
  },
  'sava-online': { company: 'Sava Online d.o.o.', country: 'HRV', shipsFrom: 'HRV', customs: 'extra', payments: ['card'] },
};
