import type { SampleProductLine } from '../types.ts';
import { colours, combine, inColours, one, opts, type Opt } from './variants.ts';

const S = 'ssd-diskovi';
const H = 'hard-diskovi';
const K = 'kucista';
const N = 'napajanja';

type Specs = Record<string, string | number>;

/** Capacity option: `cap('1 TB', '1T0', 40)` sets spec `capacity`. */
const cap = (label: string, suffix: string, delta = 0, extra?: Specs): Opt => [label, suffix, delta, { capacity: label, ...extra }, 'storage'];
/** Wattage option for power supplies. */
const watts = (w: number, suffix: string, delta = 0): Opt => [`${w} W`, suffix, delta, { power: w }];

const NVME4 = 'PCIe 4.0 x4 NVMe';
const NVME5 = 'PCIe 5.0 x4 NVMe';
const M2 = 'M.2 2280';
const SATA = 'SATA III';
const ATX_MID = 'ATX Mid Tower';
const MB_ATX = 'E-ATX, ATX, mATX, Mini-ITX';
const MB_ATX2 = 'ATX, mATX, Mini-ITX';

/** SSDs, hard drives, cases and power supplies. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: S, brand: 'Samsung', model: '990 PRO', mpn: 'MZ-V9P', price: 109, year: 2022,
    specs: { capacity: '1 TB', interface: NVME4, formFactor: M2, readSpeed: 7450, writeSpeed: 6900, tbw: 600 },
    variants: combine([cap('1 TB', '1T0'), cap('2 TB', '2T0', 70, { writeSpeed: 6900, tbw: 1200 }), cap('4 TB', '4T0', 230, { writeSpeed: 6900, tbw: 2400 })], [['M.2', 'BW'], ['M.2 with heatsink', 'CW', 15]]),
  },
  {
    category: S, brand: 'Samsung', model: '990 EVO Plus', mpn: 'MZ-V9S', price: 79, year: 2024,
    specs: { capacity: '1 TB', interface: 'PCIe 4.0 x4 / 5.0 x2 NVMe', formFactor: M2, readSpeed: 7150, writeSpeed: 6300, tbw: 600 },
    variants: opts(cap('1 TB', '1T0BW'), cap('2 TB', '2T0BW', 50, { readSpeed: 7250, tbw: 1200 }), cap('4 TB', '4T0BW', 180, { readSpeed: 7250, tbw: 2400 })),
  },
  {
    category: S, brand: 'Samsung', model: '9100 PRO', mpn: 'MZ-VAP', price: 179, year: 2025,
    specs: { capacity: '1 TB', interface: NVME5, formFactor: M2, readSpeed: 14700, writeSpeed: 13300, tbw: 600 },
    variants: opts(cap('1 TB', '1T0BW'), cap('2 TB', '2T0BW', 100, { readSpeed: 14700, writeSpeed: 13400, tbw: 1200 }), cap('4 TB', '4T0BW', 330, { readSpeed: 14800, writeSpeed: 13400, tbw: 2400 })),
  },
  {
    category: S, brand: 'Samsung', model: '870 EVO', mpn: 'MZ-77E', price: 59, year: 2021,
    specs: { capacity: '500 GB', interface: SATA, formFactor: '2.5"', readSpeed: 560, writeSpeed: 530, tbw: 300 },
    variants: opts(cap('500 GB', '500B/EU'), cap('1 TB', '1T0B/EU', 30, { tbw: 600 }), cap('2 TB', '2T0B/EU', 100, { tbw: 1200 }), cap('4 TB', '4T0B/EU', 250, { tbw: 2400 })),
  },
  {
    category: S, brand: 'Samsung', model: 'T7 Shield Portable SSD', mpn: 'MU-PE', price: 99, year: 2022,
    specs: { capacity: '1 TB', interface: 'USB 3.2 Gen 2 (USB-C)', formFactor: 'External', readSpeed: 1050, writeSpeed: 1000, waterResistance: 'IP65' },
    variants: combine([cap('1 TB', '1T0'), cap('2 TB', '2T0', 60), cap('4 TB', '4T0', 200)], colours('Black:S/EU', 'Beige:K/EU', 'Blue:R/EU')),
  },
  {
    category: S, brand: 'Samsung', model: 'T9 Portable SSD', mpn: 'MU-PG', price: 139, year: 2023,
    specs: { capacity: '1 TB', interface: 'USB 3.2 Gen 2x2 (USB-C)', formFactor: 'External', readSpeed: 2000, writeSpeed: 1950 },
    variants: opts(cap('1 TB', '1T0B/EU'), cap('2 TB', '2T0B/EU', 80), cap('4 TB', '4T0B/EU', 250)),
  },
  {
    category: S, brand: 'WD', model: 'Black SN850X', mpn: 'WDS', price: 99, year: 2022,
    specs: { capacity: '1 TB', interface: NVME4, formFactor: M2, readSpeed: 7300, writeSpeed: 6300, tbw: 600 },
    variants: combine([cap('1 TB', '100T2'), cap('2 TB', '200T2', 60, { writeSpeed: 6600, tbw: 1200 }), cap('4 TB', '400T2', 220, { writeSpeed: 6600, tbw: 2400 })], [['M.2', 'X0E'], ['M.2 with heatsink', 'XHE', 20]]),
  },
  {
    category: S, brand: 'WD', model: 'Black SN7100', mpn: 'WDS', price: 49, year: 2024,
    specs: { capacity: '500 GB', interface: NVME4, formFactor: M2, readSpeed: 6800, writeSpeed: 5800, tbw: 300 },
    variants: opts(cap('500 GB', '500G4X0E'), cap('1 TB', '100T4X0E', 25, { readSpeed: 7250, writeSpeed: 6900, tbw: 600 }), cap('2 TB', '200T4X0E', 85, { readSpeed: 7250, writeSpeed: 6900, tbw: 1200 }), cap('4 TB', '400T4X0E', 220, { readSpeed: 7000, writeSpeed: 6700, tbw: 2400 })),
  },
  {
    category: S, brand: 'WD', model: 'Blue SN5000', mpn: 'WDS', price: 45, year: 2024,
    specs: { capacity: '500 GB', interface: NVME4, formFactor: M2, readSpeed: 5000, writeSpeed: 4000, tbw: 300 },
    variants: opts(cap('500 GB', '500G4B0E'), cap('1 TB', '100T4B0E', 20, { readSpeed: 5150, writeSpeed: 4900, tbw: 600 }), cap('2 TB', '200T4B0E', 70, { readSpeed: 5150, writeSpeed: 4850, tbw: 900 }), cap('4 TB', '400T4B0E', 200, { readSpeed: 5500, writeSpeed: 5000, tbw: 1200 })),
  },
  {
    category: S, brand: 'WD', model: 'Blue SA510', mpn: 'WDS', price: 29, year: 2022,
    specs: { capacity: '250 GB', interface: SATA, formFactor: '2.5"', readSpeed: 555, writeSpeed: 440, tbw: 100 },
    variants: opts(cap('250 GB', '250G3B0A'), cap('500 GB', '500G3B0A', 12, { writeSpeed: 510, tbw: 200 }), cap('1 TB', '100T3B0A', 35, { writeSpeed: 520, tbw: 400 }), cap('2 TB', '200T3B0A', 95, { writeSpeed: 520, tbw: 600 })),
  },
  {
    category: S, brand: 'Crucial', model: 'P3 Plus', mpn: 'CT', price: 39, year: 2022,
    specs: { capacity: '500 GB', interface: NVME4, formFactor: M2, readSpeed: 4700, writeSpeed: 1900, tbw: 110 },
    variants: opts(cap('500 GB', '500P3PSSD8'), cap('1 TB', '1000P3PSSD8', 20, { readSpeed: 5000, writeSpeed: 3600, tbw: 220 }), cap('2 TB', '2000P3PSSD8', 70, { readSpeed: 5000, writeSpeed: 4200, tbw: 440 }), cap('4 TB', '4000P3PSSD8', 190, { readSpeed: 4800, writeSpeed: 4100, tbw: 800 })),
  },
  {
    category: S, brand: 'Crucial', model: 'T500', mpn: 'CT', price: 55, year: 2023,
    specs: { capacity: '500 GB', interface: NVME4, formFactor: M2, readSpeed: 7200, writeSpeed: 5700, tbw: 300 },
    variants: opts(cap('500 GB', '500T500SSD8'), cap('1 TB', '1000T500SSD8', 25, { readSpeed: 7300, writeSpeed: 6800, tbw: 600 }), cap('2 TB', '2000T500SSD8', 90, { readSpeed: 7400, writeSpeed: 7000, tbw: 1200 })),
  },
  {
    category: S, brand: 'Crucial', model: 'T705', mpn: 'CT', price: 199, year: 2024,
    specs: { capacity: '1 TB', interface: NVME5, formFactor: M2, readSpeed: 13600, writeSpeed: 10200, tbw: 600 },
    variants: opts(cap('1 TB', '1000T705SSD3'), cap('2 TB', '2000T705SSD3', 110, { readSpeed: 14500, writeSpeed: 12700, tbw: 1200 }), cap('4 TB', '4000T705SSD3', 330, { readSpeed: 14100, writeSpeed: 12600, tbw: 2400 })),
  },
  {
    category: S, brand: 'Crucial', model: 'MX500', mpn: 'CT', price: 29, year: 2018,
    specs: { capacity: '250 GB', interface: SATA, formFactor: '2.5"', readSpeed: 560, writeSpeed: 510, tbw: 100 },
    variants: opts(cap('250 GB', '250MX500SSD1'), cap('500 GB', '500MX500SSD1', 15, { tbw: 180 }), cap('1 TB', '1000MX500SSD1', 40, { tbw: 360 }), cap('2 TB', '2000MX500SSD1', 100, { tbw: 700 }), cap('4 TB', '4000MX500SSD1', 220, { tbw: 1000 })),
  },
  {
    category: S, brand: 'Crucial', model: 'X9 Pro Portable SSD', mpn: 'CT', price: 79, year: 2023,
    specs: { capacity: '1 TB', interface: 'USB 3.2 Gen 2 (USB-C)', formFactor: 'External', readSpeed: 1050, writeSpeed: 1050, waterResistance: 'IP55' },
    variants: opts(cap('1 TB', '1000X9PROSSD9'), cap('2 TB', '2000X9PROSSD9', 60), cap('4 TB', '4000X9PROSSD9', 200)),
  },
  {
    category: S, brand: 'Kingston', model: 'NV3', mpn: 'SNV3S', price: 35, year: 2024,
    specs: { capacity: '500 GB', interface: NVME4, formFactor: M2, readSpeed: 5000, writeSpeed: 3000, tbw: 160 },
    variants: opts(cap('500 GB', '/500G'), cap('1 TB', '/1000G', 20, { readSpeed: 6000, writeSpeed: 4000, tbw: 320 }), cap('2 TB', '/2000G', 70, { readSpeed: 6000, writeSpeed: 5000, tbw: 640 }), cap('4 TB', '/4000G', 180, { readSpeed: 6000, writeSpeed: 5000, tbw: 1280 })),
  },
  {
    category: S, brand: 'Kingston', model: 'FURY Renegade', mpn: 'SFYR', price: 69, year: 2021,
    specs: { capacity: '500 GB', interface: NVME4, formFactor: M2, readSpeed: 7300, writeSpeed: 3900, tbw: 500 },
    variants: opts(cap('500 GB', 'S/500G'), cap('1 TB', 'S/1000G', 30, { writeSpeed: 6000, tbw: 1000 }), cap('2 TB', 'D/2000G', 110, { writeSpeed: 7000, tbw: 2000 }), cap('4 TB', 'D/4000G', 300, { writeSpeed: 7000, tbw: 4000 })),
  },
  {
    category: S, brand: 'Kingston', model: 'KC3000', mpn: 'SKC3000', price: 49, year: 2021,
    specs: { capacity: '512 GB', interface: NVME4, formFactor: M2, readSpeed: 7000, writeSpeed: 3900, tbw: 400 },
    variants: opts(cap('512 GB', 'S/512G'), cap('1 TB', 'S/1024G', 30, { writeSpeed: 6000, tbw: 800 }), cap('2 TB', 'D/2048G', 110, { writeSpeed: 7000, tbw: 1600 })),
  },
  {
    category: S, brand: 'Kingston', model: 'A400', mpn: 'SA400S37/', price: 19, year: 2017,
    specs: { capacity: '240 GB', interface: SATA, formFactor: '2.5"', readSpeed: 500, writeSpeed: 350, tbw: 80 },
    variants: opts(cap('240 GB', '240G'), cap('480 GB', '480G', 12, { writeSpeed: 450, tbw: 160 }), cap('960 GB', '960G', 35, { writeSpeed: 450, tbw: 300 })),
  },
  {
    category: S, brand: 'Lexar', model: 'NM790', mpn: 'LNM790X00', price: 65, year: 2023,
    specs: { capacity: '1 TB', interface: NVME4, formFactor: M2, readSpeed: 7400, writeSpeed: 6500, tbw: 1000 },
    variants: opts(cap('1 TB', '1T-RNNNG'), cap('2 TB', '2T-RNNNG', 60, { writeSpeed: 6500, tbw: 1500 }), cap('4 TB', '4T-RNNNG', 190, { writeSpeed: 6500, tbw: 3000 })),
  },

  // Hard drives
  {
    category: H, brand: 'Seagate', model: 'BarraCuda 3.5"', mpn: 'ST', price: 45, year: 2019,
    specs: { capacity: '1 TB', interface: SATA, rpm: 7200, cache: 64, formFactor: '3.5"' },
    variants: opts(cap('1 TB', '1000DM010'), cap('2 TB', '2000DM008', 15, { cache: 256 }), cap('4 TB', '4000DM004', 45, { rpm: 5400, cache: 256 }), cap('8 TB', '8000DM004', 110, { rpm: 5400, cache: 256 })),
  },
  {
    category: H, brand: 'Seagate', model: 'IronWolf', mpn: 'ST', price: 109, year: 2021,
    specs: { capacity: '4 TB', interface: SATA, rpm: 5400, cache: 256, formFactor: '3.5"' },
    variants: opts(cap('4 TB', '4000VN006'), cap('6 TB', '6000VN006', 50), cap('8 TB', '8000VN004', 90, { rpm: 7200 }), cap('12 TB', '12000VN0008', 170, { rpm: 7200 })),
  },
  {
    category: H, brand: 'Seagate', model: 'IronWolf Pro', mpn: 'ST', price: 349, year: 2023,
    specs: { capacity: '16 TB', interface: SATA, rpm: 7200, cache: 256, formFactor: '3.5"' },
    variants: opts(cap('16 TB', '16000NT001'), cap('20 TB', '20000NT001', 90, { cache: 512 }), cap('24 TB', '24000NT002', 170, { cache: 512 })),
  },
  {
    category: H, brand: 'Seagate', model: 'SkyHawk', mpn: 'ST', price: 69, year: 2022,
    specs: { capacity: '2 TB', interface: SATA, rpm: 5400, cache: 256, formFactor: '3.5"' },
    variants: opts(cap('2 TB', '2000VX017'), cap('4 TB', '4000VX016', 35), cap('8 TB', '8000VE001', 130, { rpm: 7200 })),
  },
  {
    category: H, brand: 'WD', model: 'Blue 3.5"', mpn: 'WD', price: 45, year: 2020,
    specs: { capacity: '1 TB', interface: SATA, rpm: 7200, cache: 64, formFactor: '3.5"' },
    variants: opts(cap('1 TB', '10EZEX'), cap('2 TB', '20EZBX', 20, { cache: 256 }), cap('4 TB', '40EZAX', 50, { rpm: 5400, cache: 256 }), cap('8 TB', '80EAAZ', 120, { rpm: 5640, cache: 256 })),
  },
  {
    category: H, brand: 'WD', model: 'Red Plus', mpn: 'WD', price: 115, year: 2023,
    specs: { capacity: '4 TB', interface: SATA, rpm: 5400, cache: 256, formFactor: '3.5"' },
    variants: opts(cap('4 TB', '40EFPX'), cap('6 TB', '60EFPX', 50), cap('8 TB', '80EFPX', 95, { rpm: 5640 }), cap('12 TB', '120EFBX', 180, { rpm: 7200 })),
  },
  {
    category: H, brand: 'WD', model: 'Purple', mpn: 'WD', price: 65, year: 2023,
    specs: { capacity: '2 TB', interface: SATA, rpm: 5400, cache: 64, formFactor: '3.5"' },
    variants: opts(cap('2 TB', '23PURZ'), cap('4 TB', '43PURZ', 35, { cache: 256 }), cap('6 TB', '64PURZ', 80, { cache: 256 }), cap('8 TB', '85PURZ', 130, { rpm: 5640, cache: 256 })),
  },
  {
    category: H, brand: 'Toshiba', model: 'P300', mpn: 'HDWD', price: 45, year: 2019,
    specs: { capacity: '1 TB', interface: SATA, rpm: 7200, cache: 64, formFactor: '3.5"' },
    variants: opts(cap('1 TB', '110UZSVA'), cap('2 TB', '220UZSVA', 15), cap('3 TB', '130UZSVA', 35), cap('4 TB', '240UZSVA', 55, { rpm: 5400, cache: 128 })),
  },
  {
    category: H, brand: 'Toshiba', model: 'N300', mpn: 'HDWG', price: 119, year: 2021,
    specs: { capacity: '4 TB', interface: SATA, rpm: 7200, cache: 256, formFactor: '3.5"' },
    variants: opts(cap('4 TB', '440UZSVA'), cap('8 TB', '480UZSVA', 90), cap('12 TB', '21CUZSVA', 170, { cache: 512 })),
  },
  {
    category: H, brand: 'WD', model: 'Elements Portable', mpn: 'WDBU6Y00', price: 59, year: 2021,
    specs: { capacity: '1 TB', interface: 'USB 3.0', rpm: 5400, formFactor: '2.5" external' },
    variants: opts(cap('1 TB', '10BBK-WESN'), cap('2 TB', '20BBK-WESN', 20), cap('4 TB', '40BBK-WESN', 55), cap('5 TB', '50BBK-WESN', 80)),
  },
  {
    category: H, brand: 'Seagate', model: 'Expansion Portable', mpn: 'STKM', price: 59, year: 2021,
    specs: { capacity: '1 TB', interface: 'USB 3.0', rpm: 5400, formFactor: '2.5" external' },
    variants: opts(cap('1 TB', '1000400'), cap('2 TB', '2000400', 20), cap('4 TB', '4000400', 55), cap('5 TB', '5000400', 80)),
  },

  // Cases
  { category: K, brand: 'NZXT', model: 'H5 Flow (2024)', mpn: 'CC-H52F', price: 99, year: 2024, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '2× 120 mm', maxGpuLength: 365, maxCoolerHeight: 165 }, variants: inColours('Black:B-01', 'White:W-01') },
  { category: K, brand: 'NZXT', model: 'H6 Flow', mpn: 'CC-H61F', price: 119, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '3× 120 mm', maxGpuLength: 365, maxCoolerHeight: 163 }, variants: inColours('Black:B-01', 'White:W-01') },
  { category: K, brand: 'NZXT', model: 'H7 Flow (2024)', mpn: 'CM-H72F', price: 139, year: 2024, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '3× 140 mm', maxGpuLength: 400, maxCoolerHeight: 185 }, variants: inColours('Black:B-01', 'White:W-01') },
  { category: K, brand: 'NZXT', model: 'H9 Flow', mpn: 'CM-H91F', price: 169, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '4× 120 mm', maxGpuLength: 435, maxCoolerHeight: 165 }, variants: inColours('Black:B-01', 'White:W-01') },
  { category: K, brand: 'Lian Li', model: 'O11 Dynamic EVO', mpn: 'G99.O11DE', price: 159, year: 2021, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '—', maxGpuLength: 426, maxCoolerHeight: 167 }, variants: inColours('Black:X.00', 'White:W.00') },
  { category: K, brand: 'Lian Li', model: 'O11 Vision', mpn: 'G99.O11V', price: 129, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '—', maxGpuLength: 455, maxCoolerHeight: 167 }, variants: inColours('Black:X.00', 'White:W.00') },
  { category: K, brand: 'Lian Li', model: 'LANCOOL 216', mpn: 'G99.LAN216', price: 99, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '2× 160 mm ARGB, 1× 140 mm', maxGpuLength: 392, maxCoolerHeight: 180 }, variants: inColours('Black:RX.00', 'White:RW.00') },
  { category: K, brand: 'Lian Li', model: 'LANCOOL 207', mpn: 'G99.LAN207', price: 89, year: 2024, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '2× 140 mm ARGB, 2× 120 mm', maxGpuLength: 375, maxCoolerHeight: 170 }, variants: inColours('Black:X.00', 'White:W.00') },
  { category: K, brand: 'Fractal Design', model: 'North', mpn: 'FD-C-NOR1', price: 139, year: 2022, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '2× 140 mm', maxGpuLength: 355, maxCoolerHeight: 170 }, variants: inColours('Charcoal Black TG:C-02', 'Chalk White TG:C-04') },
  { category: K, brand: 'Fractal Design', model: 'Pop Air', mpn: 'FD-C-POR1A-', price: 79, year: 2022, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '3× 120 mm', maxGpuLength: 405, maxCoolerHeight: 170 }, variants: opts(['Black Solid', '01'], ['RGB Black TG', '06', 15], ['RGB White TG', '07', 15]) },
  { category: K, brand: 'Fractal Design', model: 'Meshify 2 Compact', mpn: 'FD-C-MES2C-0', price: 119, year: 2021, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '3× 140 mm', maxGpuLength: 360, maxCoolerHeight: 169 }, variants: inColours('Black TG:1', 'White TG:4') },
  { category: K, brand: 'Fractal Design', model: 'Terra', mpn: 'FD-C-TER1N-0', price: 169, year: 2023, specs: { formFactor: 'Mini-ITX', motherboardSupport: 'Mini-ITX', fans: '—', maxGpuLength: 322, maxCoolerHeight: 77 }, variants: inColours('Jade:1', 'Graphite:2', 'Silver:3') },
  { category: K, brand: 'Corsair', model: '4000D AIRFLOW', mpn: 'CC-901120', price: 99, year: 2020, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '2× 120 mm', maxGpuLength: 360, maxCoolerHeight: 170 }, variants: inColours('Black:0-WW', 'White:1-WW') },
  { category: K, brand: 'Corsair', model: '3500X', mpn: 'CC-90112', price: 89, year: 2024, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '—', maxGpuLength: 410, maxCoolerHeight: 170 }, variants: inColours('Black:76-WW', 'White:77-WW') },
  { category: K, brand: 'Corsair', model: 'iCUE 5000X RGB', mpn: 'CC-90112', price: 179, year: 2020, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '3× 120 mm RGB', maxGpuLength: 400, maxCoolerHeight: 170 }, variants: inColours('Black:12-WW', 'White:13-WW') },
  { category: K, brand: 'be quiet!', model: 'Pure Base 501 Airflow', mpn: 'BG0', price: 99, year: 2024, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '2× 140 mm Pure Wings 3', maxGpuLength: 369, maxCoolerHeight: 190 }, variants: inColours('Black:75', 'White:76') },
  { category: K, brand: 'be quiet!', model: 'Silent Base 802', mpn: 'BGW', price: 169, year: 2021, specs: { formFactor: 'ATX Midi Tower', motherboardSupport: MB_ATX, fans: '3× 140 mm Pure Wings 2', maxGpuLength: 432, maxCoolerHeight: 185 }, variants: inColours('Black:39', 'White:40') },
  { category: K, brand: 'Montech', model: 'AIR 903 MAX', mpn: 'AIR 903 MAX ', price: 99, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '4× 140 mm ARGB', maxGpuLength: 400, maxCoolerHeight: 180 }, variants: inColours('Black:(B)', 'White:(W)') },
  { category: K, brand: 'Montech', model: 'XR', mpn: 'XR ', price: 89, year: 2024, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '3× 120 mm ARGB', maxGpuLength: 420, maxCoolerHeight: 175 }, variants: inColours('Black:(B)', 'White:(W)') },
  { category: K, brand: 'DeepCool', model: 'CH560', mpn: 'R-CH560-', price: 89, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '3× 140 mm ARGB, 1× 120 mm ARGB', maxGpuLength: 380, maxCoolerHeight: 175 }, variants: inColours('Black:BKAPE4-G-1', 'White:WHAPE4-G-1') },
  { category: K, brand: 'DeepCool', model: 'CC560 V2', mpn: 'R-CC560-', price: 59, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX2, fans: '4× 120 mm ARGB', maxGpuLength: 370, maxCoolerHeight: 163 }, variants: inColours('Black:BKTAA4-G-2', 'White:WHTAA4-G-2') },
  { category: K, brand: 'Phanteks', model: 'XT PRO Ultra', mpn: 'PH-XT523P1_D', price: 89, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '4× 120 mm D-RGB', maxGpuLength: 415, maxCoolerHeight: 184 }, variants: inColours('Black:BK01', 'White:WT01') },
  { category: K, brand: 'Cooler Master', model: 'MasterBox Q300L', mpn: 'MCB-Q300L-KANN-S00', price: 49, year: 2018, specs: { formFactor: 'Micro-ATX Mini Tower', motherboardSupport: 'mATX, Mini-ITX', fans: '1× 120 mm', maxGpuLength: 360, maxCoolerHeight: 157 }, variants: one('Black') },
  { category: K, brand: 'Cooler Master', model: 'MasterBox TD500 Mesh V2', mpn: 'TD500V2-', price: 99, year: 2023, specs: { formFactor: ATX_MID, motherboardSupport: MB_ATX, fans: '3× 120 mm ARGB', maxGpuLength: 410, maxCoolerHeight: 165 }, variants: inColours('Black:KGNN-S00', 'White:WGNN-S00') },

  // Power supplies
  { category: N, brand: 'Corsair', model: 'RMe (2025) ATX 3.1', mpn: 'CP-90202', price: 109, year: 2025, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.1, PCIe 5.1', fanSize: 120 }, variants: opts(watts(750, '62-EU'), watts(850, '63-EU', 20), watts(1000, '64-EU', 50)) },
  { category: N, brand: 'Corsair', model: 'RMx Shift', mpn: 'CP-90202', price: 159, year: 2023, specs: { power: 850, efficiency: '80 PLUS Gold', modular: 'Full (side connectors)', formFactor: 'ATX 3.1, PCIe 5.1', fanSize: 140 }, variants: opts(watts(850, '52-EU'), watts(1000, '53-EU', 30), watts(1200, '54-EU', 70)) },
  { category: N, brand: 'Corsair', model: 'CX (2023)', mpn: 'CP-90202', price: 55, year: 2023, specs: { power: 550, efficiency: '80 PLUS Bronze', modular: 'No', formFactor: 'ATX', fanSize: 120 }, variants: opts(watts(550, '77-EU'), watts(650, '78-EU', 10), watts(750, '79-EU', 20)) },
  { category: N, brand: 'Seasonic', model: 'FOCUS GX ATX 3 (2024)', mpn: 'FOCUS-GX-', price: 119, year: 2024, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.1, PCIe 5.1', fanSize: 120 }, variants: opts(watts(750, '750-V4'), watts(850, '850-V4', 20), watts(1000, '1000-V4', 60)) },
  { category: N, brand: 'Seasonic', model: 'VERTEX GX', mpn: 'VERTEX-GX-', price: 219, year: 2023, specs: { power: 1000, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 135 }, variants: opts(watts(1000, '1000'), watts(1200, '1200', 40)) },
  { category: N, brand: 'be quiet!', model: 'Pure Power 12 M', mpn: 'BN34', price: 75, year: 2023, specs: { power: 550, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 120 }, variants: opts(watts(550, '1'), watts(650, '2', 10), watts(750, '3', 20), watts(850, '4', 35), watts(1000, '5', 70)) },
  { category: N, brand: 'be quiet!', model: 'System Power 10', mpn: 'BN32', price: 45, year: 2022, specs: { power: 450, efficiency: '80 PLUS Bronze', modular: 'No', formFactor: 'ATX', fanSize: 120 }, variants: opts(watts(450, '6'), watts(550, '7', 8), watts(650, '8', 15)) },
  { category: N, brand: 'be quiet!', model: 'Dark Power 13', mpn: 'BN33', price: 229, year: 2023, specs: { power: 850, efficiency: '80 PLUS Titanium', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 135 }, variants: opts(watts(850, '3'), watts(1000, '4', 40)) },
  { category: N, brand: 'MSI', model: 'MAG BN', mpn: '306-7ZP', price: 55, year: 2022, specs: { power: 650, efficiency: '80 PLUS Bronze', modular: 'No', formFactor: 'ATX', fanSize: 120 }, variants: opts(watts(650, 'A005R'), watts(750, 'A006R', 10)) },
  { category: N, brand: 'MSI', model: 'MAG GL PCIE5', mpn: '306-7ZP', price: 75, year: 2023, specs: { power: 650, efficiency: '80 PLUS Gold', modular: 'Semi', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 120 }, variants: opts(watts(650, '7CR'), watts(750, '7DR', 10), watts(850, '7ER', 25)) },
  { category: N, brand: 'MSI', model: 'MPG A1000G PCIE5', mpn: '306-7ZP0B22-CE0', price: 169, year: 2023, specs: { power: 1000, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 135 }, variants: one('1000 W') },
  { category: N, brand: 'Cooler Master', model: 'MWE Gold V2 Full Modular', mpn: 'MPE-', price: 89, year: 2021, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX', fanSize: 140 }, variants: opts(watts(750, '7501-AFAAG-EU'), watts(850, '8501-AFAAG-EU', 15)) },
  { category: N, brand: 'ASUS', model: 'ROG STRIX Aura Gaming', mpn: 'ROG-STRIX-', price: 159, year: 2022, specs: { power: 850, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 135 }, variants: opts(watts(850, '850G-AURA-GAMING'), watts(1000, '1000G-AURA-GAMING', 40)) },
  { category: N, brand: 'ASUS', model: 'TUF Gaming Gold', mpn: 'TUF-GAMING-', price: 109, year: 2023, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 135 }, variants: opts(watts(750, '750G'), watts(850, '850G', 15), watts(1000, '1000G', 45)) },
  { category: N, brand: 'DeepCool', model: 'PK-D', mpn: 'R-PK', price: 45, year: 2022, specs: { power: 650, efficiency: '80 PLUS Bronze', modular: 'No', formFactor: 'ATX', fanSize: 120 }, variants: opts(watts(650, '650D-FA0B-EU'), watts(750, '750D-FA0B-EU', 10)) },
  { category: N, brand: 'DeepCool', model: 'PN-M', mpn: 'R-PN', price: 79, year: 2024, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.1, PCIe 5.1', fanSize: 120 }, variants: opts(watts(750, '750M-FC0B-EU'), watts(850, '850M-FC0B-EU', 15), watts(1000, '1000M-FC0B-EU', 45)) },
  { category: N, brand: 'Gigabyte', model: 'UD GM PG5', mpn: 'GP-UD', price: 89, year: 2023, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.0, PCIe 5.0', fanSize: 120 }, variants: opts(watts(750, '750GM PG5'), watts(850, '850GM PG5', 15), watts(1000, '1000GM PG5', 50)) },
  { category: N, brand: 'NZXT', model: 'C Gold (2024)', mpn: 'PA-', price: 109, year: 2024, specs: { power: 750, efficiency: '80 PLUS Gold', modular: 'Full', formFactor: 'ATX 3.1, PCIe 5.1', fanSize: 120 }, variants: opts(watts(750, '7G2BB-EU'), watts(850, '8G2BB-EU', 15), watts(1000, '0G2BB-EU', 50)) },
];
