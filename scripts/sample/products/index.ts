import type { SampleProductLine } from '../types.ts';
import { PRODUCT_LINES as phones } from './telefoni-i-tableti.ts';
import { PRODUCT_LINES as phones2 } from './telefoni-i-tableti-2.ts';
import { PRODUCT_LINES as tablets } from './telefoni-i-tableti-3.ts';
import { PRODUCT_LINES as wearables } from './telefoni-i-tableti-4.ts';
import { PRODUCT_LINES as laptops } from './racunari-i-laptopovi.ts';
import { PRODUCT_LINES as gamingLaptopsAndDesktops } from './racunari-i-laptopovi-2.ts';
import { PRODUCT_LINES as peripherals } from './racunari-i-laptopovi-3.ts';
import { PRODUCT_LINES as printers } from './racunari-i-laptopovi-4.ts';
import { PRODUCT_LINES as cpusAndBoards } from './komponente.ts';
import { PRODUCT_LINES as gpusAndRam } from './komponente-2.ts';
import { PRODUCT_LINES as storageCasesPsus } from './komponente-3.ts';
import { PRODUCT_LINES as tvs } from './tv-audio-video.ts';
import { PRODUCT_LINES as headphones } from './tv-audio-video-2.ts';
import { PRODUCT_LINES as speakers } from './tv-audio-video-3.ts';
import { PRODUCT_LINES as consolesAndGames } from './gejming.ts';
import { PRODUCT_LINES as gamingGear } from './gejming-2.ts';
import { PRODUCT_LINES as networkAndHome } from './pametna-kuca-i-foto.ts';
import { PRODUCT_LINES as photo } from './pametna-kuca-i-foto-2.ts';

/** Every sample product line, menu by menu. */
export const PRODUCT_LINES: SampleProductLine[] = [
  ...phones,
  ...phones2,
  ...tablets,
  ...wearables,
  ...laptops,
  ...gamingLaptopsAndDesktops,
  ...peripherals,
  ...printers,
  ...cpusAndBoards,
  ...gpusAndRam,
  ...storageCasesPsus,
  ...tvs,
  ...headphones,
  ...speakers,
  ...consolesAndGames,
  ...gamingGear,
  ...networkAndHome,
  ...photo,
];
