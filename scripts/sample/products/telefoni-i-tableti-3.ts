import type { SampleProductLine } from '../types.ts';
import { cfg, colours, combine, gb, inColours, opts } from './variants.ts';

const T = 'tableti';
const E = 'e-citaci';

/** Tablets and e-readers. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: T, brand: 'Apple', model: 'iPad Pro 11" (M5)', mpn: 'MDE', price: 1199, year: 2025,
    specs: { screenSize: 11, processor: 'Apple M5', ram: 12, storage: 256, panel: 'Ultra Retina XDR (OLED)', refreshRate: 120, os: 'iPadOS 26', weight: 444 },
    variants: combine([gb(256, '4'), gb(512, '5', 250), gb(1024, '6', 750, { ram: 16 })], colours('Space Black:1', 'Silver:2')),
  },
  {
    category: T, brand: 'Apple', model: 'iPad Pro 13" (M5)', mpn: 'MDF', price: 1549, year: 2025,
    specs: { screenSize: 13, processor: 'Apple M5', ram: 12, storage: 256, panel: 'Ultra Retina XDR (OLED)', refreshRate: 120, os: 'iPadOS 26', weight: 579 },
    variants: combine([gb(256, '4'), gb(512, '5', 250), gb(1024, '6', 750, { ram: 16 })], colours('Space Black:1', 'Silver:2')),
  },
  {
    category: T, brand: 'Apple', model: 'iPad Air 11" (M3)', mpn: 'MC9', price: 699, year: 2025,
    specs: { screenSize: 11, processor: 'Apple M3', ram: 8, storage: 128, panel: 'Liquid Retina (IPS)', refreshRate: 60, os: 'iPadOS 18', weight: 460 },
    variants: combine([gb(128, 'V'), gb(256, 'W', 130), gb(512, 'X', 380)], colours('Space Gray:1', 'Blue:2', 'Purple:3', 'Starlight:4')),
  },
  {
    category: T, brand: 'Apple', model: 'iPad Air 13" (M3)', mpn: 'MCN', price: 949, year: 2025,
    specs: { screenSize: 13, processor: 'Apple M3', ram: 8, storage: 128, panel: 'Liquid Retina (IPS)', refreshRate: 60, os: 'iPadOS 18', weight: 616 },
    variants: combine([gb(128, 'A'), gb(256, 'B', 130)], colours('Space Gray:1', 'Blue:2', 'Purple:3', 'Starlight:4')),
  },
  {
    category: T, brand: 'Apple', model: 'iPad (A16)', mpn: 'MD4', price: 399, year: 2025,
    specs: { screenSize: 11, processor: 'Apple A16', ram: 6, storage: 128, panel: 'Liquid Retina (IPS)', refreshRate: 60, os: 'iPadOS 18', weight: 477 },
    variants: combine([gb(128, 'A'), gb(256, 'B', 110), gb(512, 'C', 340)], colours('Blue:1', 'Pink:2', 'Yellow:3', 'Silver:4')),
  },
  {
    category: T, brand: 'Apple', model: 'iPad mini (A17 Pro)', mpn: 'MXN', price: 599, year: 2024,
    specs: { screenSize: 8.3, processor: 'Apple A17 Pro', ram: 8, storage: 128, panel: 'Liquid Retina (IPS)', refreshRate: 60, os: 'iPadOS 18', weight: 293 },
    variants: combine([gb(128, '7'), gb(256, '8', 120), gb(512, '9', 370)], colours('Space Gray:1', 'Blue:2', 'Purple:3', 'Starlight:4')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S11 Ultra', mpn: 'SM-X930', price: 1349, year: 2025,
    specs: { screenSize: 14.6, processor: 'MediaTek Dimensity 9400+', ram: 12, storage: 256, battery: 11600, os: 'Android 16', weight: 692 },
    variants: combine([cfg(12, 256, 'NZA'), cfg(12, 512, 'NZB', 140)], colours('Gray:EUE', 'Silver:EUS')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S11', mpn: 'SM-X730', price: 949, year: 2025,
    specs: { screenSize: 11, processor: 'MediaTek Dimensity 9400+', ram: 12, storage: 128, battery: 8400, os: 'Android 16', weight: 469 },
    variants: combine([cfg(12, 128, 'NZA'), cfg(12, 256, 'NZB', 100)], colours('Gray:EUE', 'Silver:EUS')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S10 Ultra', mpn: 'SM-X920', price: 1199, year: 2024,
    specs: { screenSize: 14.6, processor: 'MediaTek Dimensity 9300+', ram: 12, storage: 256, battery: 11200, os: 'Android 14', weight: 718 },
    variants: combine([cfg(12, 256, 'NZA'), cfg(12, 512, 'NZB', 140)], colours('Moonstone Gray:EUE', 'Platinum Silver:EUS')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S10+', mpn: 'SM-X820', price: 999, year: 2024,
    specs: { screenSize: 12.4, processor: 'MediaTek Dimensity 9300+', ram: 12, storage: 256, battery: 10090, os: 'Android 14', weight: 571 },
    variants: combine([cfg(12, 256, 'NZA'), cfg(12, 512, 'NZB', 140)], colours('Moonstone Gray:EUE', 'Platinum Silver:EUS')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S10 FE', mpn: 'SM-X520', price: 499, year: 2025,
    specs: { screenSize: 10.9, processor: 'Exynos 1580', ram: 8, storage: 128, battery: 8000, os: 'Android 15', weight: 497 },
    variants: combine([cfg(8, 128, 'NZA'), cfg(8, 256, 'NZB', 70)], colours('Gray:EUE', 'Silver:EUS', 'Blue:EUB')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S10 FE+', mpn: 'SM-X620', price: 649, year: 2025,
    specs: { screenSize: 13.1, processor: 'Exynos 1580', ram: 8, storage: 128, battery: 10090, os: 'Android 15', weight: 664 },
    variants: combine([cfg(8, 128, 'NZA'), cfg(12, 256, 'NZB', 90)], colours('Gray:EUE', 'Silver:EUS', 'Blue:EUB')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S9 FE', mpn: 'SM-X510', price: 379, year: 2023,
    specs: { screenSize: 10.9, processor: 'Exynos 1380', ram: 6, storage: 128, battery: 8000, os: 'Android 13', weight: 523 },
    variants: combine([cfg(6, 128, 'NZA'), cfg(8, 256, 'NZB', 70)], colours('Gray:EUE', 'Silver:EUS', 'Mint:EUG', 'Lavender:EUL')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab A9+', mpn: 'SM-X210', price: 219, year: 2023,
    specs: { screenSize: 11, processor: 'Snapdragon 695', ram: 4, storage: 64, battery: 7040, os: 'Android 13', weight: 480 },
    variants: combine([cfg(4, 64, 'NZA'), cfg(8, 128, 'NZB', 50)], colours('Graphite:EUE', 'Silver:EUS', 'Navy:EUB')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab A9', mpn: 'SM-X110', price: 149, year: 2023,
    specs: { screenSize: 8.7, processor: 'MediaTek Helio G99', ram: 4, storage: 64, battery: 5100, os: 'Android 13', weight: 332 },
    variants: combine([cfg(4, 64, 'NZA'), cfg(8, 128, 'NZB', 40)], colours('Graphite:EUE', 'Silver:EUS', 'Navy:EUB')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S10 FE 5G', mpn: 'SM-X526B', price: 579, year: 2025,
    specs: { screenSize: 10.9, processor: 'Exynos 1580', ram: 8, storage: 128, battery: 8000, connectivity: 'Wi-Fi + 5G', os: 'Android 15', weight: 497 },
    variants: combine([cfg(8, 128, 'ZAA')], colours('Gray:EUE', 'Silver:EUS')),
  },
  {
    category: T, brand: 'Xiaomi', model: 'Pad 7 Pro', mpn: 'VHU5', price: 549, year: 2025,
    specs: { screenSize: 11.2, processor: 'Snapdragon 8s Gen 3', ram: 8, storage: 256, battery: 8850, os: 'Xiaomi HyperOS 2', weight: 500 },
    variants: combine([cfg(8, 256, '2'), cfg(12, 512, '3', 80)], colours('Graphite Gray:GY', 'Sage Green:GN')),
  },
  {
    category: T, brand: 'Xiaomi', model: 'Pad 7', mpn: 'VHU5', price: 399, year: 2025,
    specs: { screenSize: 11.2, processor: 'Snapdragon 7+ Gen 3', ram: 8, storage: 128, battery: 8850, os: 'Xiaomi HyperOS 2', weight: 500 },
    variants: combine([cfg(8, 128, '0'), cfg(8, 256, '1', 50)], colours('Graphite Gray:GY', 'Sage Green:GN', 'Blue:BL')),
  },
  {
    category: T, brand: 'Xiaomi', model: 'Redmi Pad 2', mpn: 'VHU6', price: 219, year: 2025,
    specs: { screenSize: 11, processor: 'MediaTek Helio G100-Ultra', ram: 4, storage: 128, battery: 9000, os: 'Xiaomi HyperOS 2', weight: 510 },
    variants: combine([cfg(4, 128, '0'), cfg(8, 256, '1', 50)], colours('Graphite Gray:GY', 'Mint Green:GN', 'Lavender Purple:PL')),
  },
  {
    category: T, brand: 'Xiaomi', model: 'Redmi Pad Pro', mpn: 'VHU4', price: 279, year: 2024,
    specs: { screenSize: 12.1, processor: 'Snapdragon 7s Gen 2', ram: 6, storage: 128, battery: 10000, os: 'Xiaomi HyperOS', weight: 571 },
    variants: combine([cfg(6, 128, '7'), cfg(8, 256, '8', 50)], colours('Graphite Gray:GY', 'Ocean Blue:BL', 'Mint Green:GN')),
  },
  {
    category: T, brand: 'Lenovo', model: 'Idea Tab Pro', mpn: 'ZAE4', price: 349, year: 2025,
    specs: { screenSize: 12.7, processor: 'MediaTek Dimensity 8300', ram: 8, storage: 256, battery: 10200, os: 'Android 14', weight: 620 },
    variants: combine([cfg(8, 128, '0002SE'), cfg(8, 256, '0003SE', 40)], colours('Luna Grey:')),
  },
  {
    category: T, brand: 'Lenovo', model: 'Tab P12', mpn: 'ZACH', price: 319, year: 2023,
    specs: { screenSize: 12.7, processor: 'MediaTek Dimensity 7050', ram: 8, storage: 128, battery: 10200, os: 'Android 13', weight: 615 },
    variants: combine([cfg(8, 128, '0101SE')], colours('Storm Grey:')),
  },
  {
    category: T, brand: 'Lenovo', model: 'Tab M11', mpn: 'ZADA', price: 199, year: 2024,
    specs: { screenSize: 11, processor: 'MediaTek Helio G88', ram: 4, storage: 128, battery: 7040, os: 'Android 13', weight: 465 },
    variants: combine([cfg(4, 128, '0020'), cfg(8, 128, '0035', 30)], colours('Luna Grey:SE', 'Seafoam Green:GR')),
  },
  {
    category: T, brand: 'Lenovo', model: 'Tab', mpn: 'ZADE', price: 139, year: 2024,
    specs: { screenSize: 10.1, processor: 'MediaTek Helio G85', ram: 4, storage: 64, battery: 5100, os: 'Android 14', weight: 460 },
    variants: combine([cfg(4, 64, '0036'), cfg(4, 128, '0037', 20)], colours('Luna Grey:SE')),
  },
  {
    category: T, brand: 'Honor', model: 'Pad 10', mpn: '5301ALFN', price: 299, year: 2025,
    specs: { screenSize: 12.1, processor: 'Snapdragon 7 Gen 3', ram: 8, storage: 256, battery: 10100, os: 'MagicOS 9.0', weight: 525 },
    variants: combine([cfg(8, 128, '-8128'), cfg(8, 256, '-8256', 40)], colours('Gray:GY', 'Blue:BL')),
  },
  {
    category: T, brand: 'Apple', model: 'iPad Air 11" (M3) Wi-Fi + Cellular', mpn: 'MCA', price: 869, year: 2025,
    specs: { screenSize: 11, processor: 'Apple M3', ram: 8, storage: 128, panel: 'Liquid Retina (IPS)', connectivity: 'Wi-Fi + 5G', os: 'iPadOS 18', weight: 460 },
    variants: combine([gb(128, 'V'), gb(256, 'W', 130)], colours('Space Gray:1', 'Blue:2', 'Purple:3', 'Starlight:4')),
  },
  {
    category: T, brand: 'Samsung', model: 'Galaxy Tab S10+ 5G', mpn: 'SM-X826B', price: 1169, year: 2024,
    specs: { screenSize: 12.4, processor: 'MediaTek Dimensity 9300+', ram: 12, storage: 256, battery: 10090, connectivity: 'Wi-Fi + 5G', os: 'Android 14', weight: 576 },
    variants: combine([cfg(12, 256, 'ZAA')], colours('Moonstone Gray:EUE', 'Platinum Silver:EUS')),
  },

  // E-readers
  {
    category: E, brand: 'Amazon', model: 'Kindle (2024)', mpn: 'B0CP', price: 119, year: 2024,
    specs: { screenSize: 6, ppi: 300, storage: 16, panel: 'E Ink Carta 1200', batteryLife: 1440, weight: 158 },
    variants: inColours('Black:31MRSN', 'Matcha:31MRSM'),
  },
  {
    category: E, brand: 'Amazon', model: 'Kindle Paperwhite (2024)', mpn: 'B0CF', price: 179, year: 2024,
    specs: { screenSize: 7, ppi: 300, storage: 16, panel: 'E Ink Carta 1300', waterResistance: 'IPX8', batteryLife: 2160, weight: 211 },
    variants: combine([gb(16, 'TY'), ['Signature Edition, 32 GB', 'TZ', 40, { storage: 32 }]], colours('Black:1', 'Raspberry:2', 'Jade:3')),
  },
  {
    category: E, brand: 'Amazon', model: 'Kindle Colorsoft', mpn: 'B0D', price: 249, year: 2025,
    specs: { screenSize: 7, ppi: 300, storage: 16, panel: 'E Ink Kaleido 3', waterResistance: 'IPX8', batteryLife: 1200, weight: 219 },
    variants: opts(['16 GB, Black', '4XDH1'], ['Signature Edition, 32 GB, Metallic Black', 'TSV2B', 40, { storage: 32 }]),
  },
  {
    category: E, brand: 'Amazon', model: 'Kindle Scribe (2024)', mpn: 'B0D', price: 429, year: 2024,
    specs: { screenSize: 10.2, ppi: 300, storage: 16, panel: 'E Ink Carta 1200', batteryLife: 2160, weight: 433 },
    variants: combine([gb(16, 'CW'), gb(32, 'CX', 30), gb(64, 'CY', 60)], colours('Tungsten:1', 'Metallic Jade:2')),
  },
  {
    category: E, brand: 'Kobo', model: 'Clara BW', mpn: 'N365-KU-BK-K-EP', price: 139, year: 2024,
    specs: { screenSize: 6, ppi: 300, storage: 16, panel: 'E Ink Carta 1300', waterResistance: 'IPX8', weight: 174 },
    variants: inColours('Black:'),
  },
  {
    category: E, brand: 'Kobo', model: 'Clara Colour', mpn: 'N367-KU-', price: 159, year: 2024,
    specs: { screenSize: 6, ppi: 300, storage: 16, panel: 'E Ink Kaleido 3', waterResistance: 'IPX8', weight: 174 },
    variants: inColours('Black:BK-K-CK', 'White:WH-K-CK'),
  },
  {
    category: E, brand: 'Kobo', model: 'Libra Colour', mpn: 'N428-KU-', price: 239, year: 2024,
    specs: { screenSize: 7, ppi: 300, storage: 32, panel: 'E Ink Kaleido 3', waterResistance: 'IPX8', weight: 199.5 },
    variants: inColours('Black:BK-K-CK', 'White:WH-K-CK'),
  },
  {
    category: E, brand: 'Kobo', model: 'Sage', mpn: 'N778-KU-BK-K-EP', price: 299, year: 2021,
    specs: { screenSize: 8, ppi: 300, storage: 32, panel: 'E Ink Carta 1200', waterResistance: 'IPX8', weight: 240 },
    variants: inColours('Black:'),
  },
  {
    category: E, brand: 'Kobo', model: 'Elipsa 2E', mpn: 'N605-KU-BK-K-EP', price: 419, year: 2023,
    specs: { screenSize: 10.3, ppi: 227, storage: 32, panel: 'E Ink Carta 1200', weight: 390 },
    variants: inColours('Black:'),
  },
  {
    category: E, brand: 'PocketBook', model: 'Verse', mpn: 'PB629-', price: 99, year: 2023,
    specs: { screenSize: 6, ppi: 212, storage: 8, panel: 'E Ink Carta', weight: 170 },
    variants: inColours('Mist Grey:M-WW', 'Bright Blue:2-WW'),
  },
  {
    category: E, brand: 'PocketBook', model: 'Verse Pro', mpn: 'PB634-', price: 149, year: 2023,
    specs: { screenSize: 6, ppi: 300, storage: 16, panel: 'E Ink Carta 1200', waterResistance: 'IPX8', weight: 182 },
    variants: inColours('Passion Red:3-WW', 'Azure:A-WW'),
  },
  {
    category: E, brand: 'PocketBook', model: 'Verse Pro Color', mpn: 'PB634K3-', price: 189, year: 2024,
    specs: { screenSize: 6, ppi: 300, storage: 16, panel: 'E Ink Kaleido 3', waterResistance: 'IPX8', weight: 182 },
    variants: inColours('Stormy Sea:1-WW', 'Passion Red:3-WW'),
  },
  {
    category: E, brand: 'PocketBook', model: 'Era', mpn: 'PB700-', price: 199, year: 2022,
    specs: { screenSize: 7, ppi: 300, storage: 16, panel: 'E Ink Carta 1200', waterResistance: 'IPX8', weight: 228 },
    variants: opts(['16 GB, Stardust Silver', 'U-16-WW'], ['64 GB, Sunset Copper', 'L-64-WW', 40, { storage: 64 }]),
  },
  {
    category: E, brand: 'PocketBook', model: 'InkPad 4', mpn: 'PB743G-U-WW', price: 249, year: 2023,
    specs: { screenSize: 7.8, ppi: 300, storage: 32, panel: 'E Ink Carta 1200', waterResistance: 'IPX8', weight: 230 },
    variants: inColours('Stardust Silver:'),
  },
  {
    category: E, brand: 'PocketBook', model: 'InkPad Color 3', mpn: 'PB743K3-1-WW', price: 279, year: 2023,
    specs: { screenSize: 7.8, ppi: 300, storage: 32, panel: 'E Ink Kaleido 3', waterResistance: 'IPX8', weight: 225 },
    variants: inColours('Stormy Sea:'),
  },
  {
    category: E, brand: 'Onyx', model: 'BOOX Go 7', mpn: 'OPC1234', price: 269, year: 2024,
    specs: { screenSize: 7, ppi: 300, storage: 64, panel: 'E Ink Carta 1200', os: 'Android 13', weight: 195 },
    variants: inColours('Black:R', 'White:W'),
  },
  {
    category: E, brand: 'Onyx', model: 'BOOX Palma 2', mpn: 'OPC1246', price: 299, year: 2025,
    specs: { screenSize: 6.13, ppi: 300, storage: 128, panel: 'E Ink Carta 1200', os: 'Android 13', weight: 170 },
    variants: inColours('Black:R', 'White:W'),
  },
  {
    category: E, brand: 'Onyx', model: 'BOOX Note Air4 C', mpn: 'OPC1203R', price: 499, year: 2024,
    specs: { screenSize: 10.3, ppi: 300, storage: 64, panel: 'E Ink Kaleido 3', os: 'Android 13', weight: 420 },
    variants: inColours('Black:'),
  },
  {
    category: E, brand: 'Onyx', model: 'BOOX Go Color 7 Gen II', mpn: 'OPC1257', price: 279, year: 2025,
    specs: { screenSize: 7, ppi: 300, storage: 64, panel: 'E Ink Kaleido 3', os: 'Android 13', weight: 195 },
    variants: inColours('Black:R', 'White:W'),
  },
];
