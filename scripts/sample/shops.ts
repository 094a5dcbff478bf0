import type { ShopInput } from '../catalogue/store.ts';
import type { Currency } from '../../sites/index.ts';

/** Invented shops (sample data, `.example` domains). `currency` is what the shop prices in. */
export interface SampleShop extends ShopInput {
  currency: Currency;
  /** How the shop prices against the market: 0.96 is 4% cheaper. */
  priceLevel: number;
  /** Share of the catalogue the shop carries. */
  range: number;
}

const shop = (id: string, name: string, country: 'MNE' | 'BIH', currency: Currency, shippingMinor: number, priceLevel: number, range: number): SampleShop => ({
  id,
  name,
  country,
  url: `https://${id}.example`,
  shippingMinor,
  isSample: true,
  currency,
  priceLevel,
  range,
});

export const SAMPLE_SHOPS: SampleShop[] = [
  shop('primorje-tech', 'Primorje Tech', 'MNE', 'EUR', 0, 1.0, 0.7),
  shop('lovcen-digital', 'Lovćen Digital', 'MNE', 'EUR', 390, 0.97, 0.55),
  shop('bokeska-elektronika', 'Bokeška Elektronika', 'MNE', 'EUR', 500, 1.03, 0.5),
  shop('pg-pc-centar', 'PG PC Centar', 'MNE', 'EUR', 300, 0.98, 0.45),
  shop('niksic-mobil', 'Nikšić Mobil', 'MNE', 'EUR', 250, 1.01, 0.35),
  shop('adria-gadget', 'Adria Gadget', 'MNE', 'EUR', 0, 1.05, 0.4),
  shop('herceg-import', 'Herceg Import', 'MNE', 'BAM', 800, 0.95, 0.25),
  shop('bascarsija-tech', 'Baščaršija Tech', 'BIH', 'BAM', 0, 1.0, 0.7),
  shop('neretva-digital', 'Neretva Digital', 'BIH', 'BAM', 1000, 0.97, 0.55),
  shop('una-elektronik', 'Una Elektronik', 'BIH', 'BAM', 800, 1.02, 0.45),
  shop('drina-mobil', 'Drina Mobil', 'BIH', 'BAM', 500, 0.99, 0.4),
  shop('vrbas-pc', 'Vrbas PC', 'BIH', 'BAM', 700, 0.96, 0.45),
  shop('bosna-gadget', 'Bosna Gadget', 'BIH', 'BAM', 0, 1.04, 0.35),
  shop('sava-online', 'Sava Online', 'BIH', 'EUR', 600, 0.98, 0.2),
];
