import type { SampleProductLine, SampleVariant } from '../types.ts';
import { combine, combineRev, one, opts, type Opt } from './variants.ts';

const R = 'ram-memorija';

/** A graphics card line. */
function gpu(
  brand: string, model: string, mpn: string, price: number, year: number,
  chip: string, vram: number, memoryType: string, gpuClock: number, tdp: number, length: number, ports: string,
  variants: SampleVariant[] = one('Standard'),
): SampleProductLine {
  return { category: 'graficke-karte', brand, model, mpn, price, year, specs: { gpu: chip, vram, memoryType, gpuClock, tdp, length, ports }, variants };
}

/** 8 GB and 16 GB versions of the same card. */
function vram8or16(suffix8: string, suffix16: string, delta: number): SampleVariant[] {
  return opts(['8 GB', suffix8, 0, { vram: 8 }], ['16 GB', suffix16, delta, { vram: 16 }]);
}

/** Memory kit option: `kit(2, 16, 'K2-32', 0)` → `32 GB (2×16 GB)`. */
function kit(modules: number, size: number, suffix: string, delta = 0): Opt {
  const name = modules > 1 ? `${modules * size} GB (${modules}×${size} GB)` : `${size} GB`;
  return [name, suffix, delta, { capacity: name }];
}

const NV50 = '3× DP 2.1b, 1× HDMI 2.1b';
const NV50_2H = '3× DP 2.1b, 2× HDMI 2.1b';
const NV40 = '3× DP 1.4a, 1× HDMI 2.1a';
const AMD = '2× DP 2.1a, 1× HDMI 2.1b';
const G7 = 'GDDR7';
const G6 = 'GDDR6';

/** Graphics cards and memory. */
export const PRODUCT_LINES: SampleProductLine[] = [
  gpu('ASUS', 'ROG Astral GeForce RTX 5090 OC', '90YV0LW0-M0NA00', 3299, 2025, 'NVIDIA GeForce RTX 5090', 32, G7, 2610, 600, 358, NV50_2H),
  gpu('MSI', 'GeForce RTX 5090 32G GAMING TRIO OC', 'V531-003R', 2899, 2025, 'NVIDIA GeForce RTX 5090', 32, G7, 2482, 575, 359, NV50),
  gpu('ASUS', 'TUF Gaming GeForce RTX 5080 OC', '90YV0LT0-M0NA00', 1399, 2025, 'NVIDIA GeForce RTX 5080', 16, G7, 2775, 360, 348, NV50_2H),
  gpu('Gigabyte', 'GeForce RTX 5080 GAMING OC 16G', 'GV-N5080GAMING OC-16GD', 1299, 2025, 'NVIDIA GeForce RTX 5080', 16, G7, 2730, 360, 340, NV50),
  gpu('MSI', 'GeForce RTX 5080 16G VENTUS 3X OC', 'V531-014R', 1249, 2025, 'NVIDIA GeForce RTX 5080', 16, G7, 2640, 360, 303, NV50),
  gpu('Palit', 'GeForce RTX 5080 GamingPro', 'NE75080019T2-GB2030A', 1199, 2025, 'NVIDIA GeForce RTX 5080', 16, G7, 2617, 360, 332, NV50),
  gpu('ASUS', 'PRIME GeForce RTX 5070 Ti OC', '90YV0MP1-M0NA00', 899, 2025, 'NVIDIA GeForce RTX 5070 Ti', 16, G7, 2512, 300, 304, NV50),
  gpu('Gigabyte', 'GeForce RTX 5070 Ti WINDFORCE OC SFF 16G', 'GV-N507TWF3OC-16GD', 849, 2025, 'NVIDIA GeForce RTX 5070 Ti', 16, G7, 2497, 300, 304, NV50),
  gpu('MSI', 'GeForce RTX 5070 Ti 16G GAMING TRIO OC', 'V531-050R', 949, 2025, 'NVIDIA GeForce RTX 5070 Ti', 16, G7, 2588, 300, 338, NV50),
  gpu('Zotac', 'GAMING GeForce RTX 5070 Ti SOLID', 'ZT-B50710D-10P', 849, 2025, 'NVIDIA GeForce RTX 5070 Ti', 16, G7, 2452, 300, 329, NV50),
  gpu('ASUS', 'Dual GeForce RTX 5070 OC', '90YV0MY0-M0NA00', 629, 2025, 'NVIDIA GeForce RTX 5070', 12, G7, 2542, 250, 229, NV50, opts(['Black', ''], ['White', 'W', 20])),
  gpu('Gigabyte', 'GeForce RTX 5070 WINDFORCE OC SFF 12G', 'GV-N5070WF3OC-12GD', 599, 2025, 'NVIDIA GeForce RTX 5070', 12, G7, 2557, 250, 261, NV50),
  gpu('Gigabyte', 'GeForce RTX 5070 AERO OC 12G', 'GV-N5070AERO OC-12GD', 679, 2025, 'NVIDIA GeForce RTX 5070', 12, G7, 2587, 250, 304, NV50, one('White')),
  gpu('MSI', 'GeForce RTX 5070 12G VENTUS 2X OC', 'V532-007R', 599, 2025, 'NVIDIA GeForce RTX 5070', 12, G7, 2542, 250, 233, NV50),
  gpu('Palit', 'GeForce RTX 5070 Infinity 3', 'NE75070019K9-GB2050S', 579, 2025, 'NVIDIA GeForce RTX 5070', 12, G7, 2512, 250, 268, NV50),
  gpu('Zotac', 'GAMING GeForce RTX 5070 Twin Edge OC', 'ZT-B50700H-10M', 589, 2025, 'NVIDIA GeForce RTX 5070', 12, G7, 2557, 250, 234, NV50),
  gpu('ASUS', 'Dual GeForce RTX 5060 Ti OC', '90YV0N', 399, 2025, 'NVIDIA GeForce RTX 5060 Ti', 8, G7, 2632, 180, 229, NV50, vram8or16('40-M0NA00', '10-M0NA00', 70)),
  gpu('MSI', 'GeForce RTX 5060 Ti VENTUS 2X OC PLUS', 'V537-0', 389, 2025, 'NVIDIA GeForce RTX 5060 Ti', 8, G7, 2602, 180, 197, NV50, vram8or16('04R', '01R', 70)),
  gpu('Gigabyte', 'GeForce RTX 5060 Ti WINDFORCE OC', 'GV-N506TWF2OC-', 379, 2025, 'NVIDIA GeForce RTX 5060 Ti', 8, G7, 2587, 180, 199, NV50, vram8or16('8GD', '16GD', 70)),
  gpu('Palit', 'GeForce RTX 5060 Ti Infinity 3', 'NE7506T0', 379, 2025, 'NVIDIA GeForce RTX 5060 Ti', 8, G7, 2572, 180, 250, NV50, vram8or16('19P1-GB2063S', '19T1-GB2063S', 70)),
  gpu('ASUS', 'Dual GeForce RTX 5060 OC', '90YV0NM0-M0NA00', 329, 2025, 'NVIDIA GeForce RTX 5060', 8, G7, 2535, 145, 229, NV50),
  gpu('MSI', 'GeForce RTX 5060 8G VENTUS 2X OC', 'V538-001R', 319, 2025, 'NVIDIA GeForce RTX 5060', 8, G7, 2535, 145, 197, NV50),
  gpu('Gigabyte', 'GeForce RTX 5060 WINDFORCE OC 8G', 'GV-N5060WF2OC-8GD', 309, 2025, 'NVIDIA GeForce RTX 5060', 8, G7, 2527, 145, 199, NV50),
  gpu('ASUS', 'Dual GeForce RTX 4060 OC', '90YV0JC0-M0NA00', 319, 2023, 'NVIDIA GeForce RTX 4060', 8, G6, 2535, 115, 227, NV40),
  gpu('MSI', 'GeForce RTX 4060 VENTUS 2X BLACK 8G OC', 'V516-004R', 299, 2023, 'NVIDIA GeForce RTX 4060', 8, G6, 2490, 115, 199, NV40),
  gpu('Gigabyte', 'GeForce RTX 4060 EAGLE OC 8G', 'GV-N4060EAGLE OC-8GD', 309, 2023, 'NVIDIA GeForce RTX 4060', 8, G6, 2505, 115, 272, NV40),
  gpu('MSI', 'GeForce RTX 3050 VENTUS 2X 6G OC', 'V812-015R', 189, 2024, 'NVIDIA GeForce RTX 3050 6 GB', 6, G6, 1492, 70, 189, 'DP 1.4a, HDMI 2.1, DVI-D'),
  gpu('Gigabyte', 'GeForce RTX 3050 WINDFORCE OC 6G', 'GV-N3050WF2OC-6GD', 179, 2024, 'NVIDIA GeForce RTX 3050 6 GB', 6, G6, 1477, 70, 191, '2× DP 1.4a, 2× HDMI 2.1'),
  gpu('Sapphire', 'PULSE Radeon RX 9070 XT', '11348-03-20G', 699, 2025, 'AMD Radeon RX 9070 XT', 16, G6, 2970, 304, 320, AMD),
  gpu('Sapphire', 'NITRO+ Radeon RX 9070 XT', '11348-01-20G', 799, 2025, 'AMD Radeon RX 9070 XT', 16, G6, 3060, 340, 330, AMD),
  gpu('PowerColor', 'Red Devil Radeon RX 9070 XT', 'RX9070XT 16G-E/OC', 789, 2025, 'AMD Radeon RX 9070 XT', 16, G6, 3100, 340, 340, AMD),
  gpu('ASUS', 'TUF Gaming Radeon RX 9070 XT OC', '90YV0L00-M0NA00', 779, 2025, 'AMD Radeon RX 9070 XT', 16, G6, 3060, 340, 331, AMD),
  gpu('Gigabyte', 'Radeon RX 9070 XT GAMING OC 16G', 'GV-R9070XTGAMING OC-16GD', 739, 2025, 'AMD Radeon RX 9070 XT', 16, G6, 3060, 340, 288, AMD),
  gpu('Sapphire', 'PULSE Radeon RX 9070', '11349-03-20G', 629, 2025, 'AMD Radeon RX 9070', 16, G6, 2520, 220, 280, AMD),
  gpu('PowerColor', 'Reaper Radeon RX 9070', 'RX9070 16G-A', 619, 2025, 'AMD Radeon RX 9070', 16, G6, 2520, 220, 304, AMD),
  gpu('Sapphire', 'PULSE Radeon RX 9060 XT', '11350-', 319, 2025, 'AMD Radeon RX 9060 XT', 8, G6, 3290, 160, 240, AMD, vram8or16('03-20G', '02-20G', 60)),
  gpu('ASUS', 'PRIME Radeon RX 9060 XT OC', '90YV0M', 339, 2025, 'AMD Radeon RX 9060 XT', 8, G6, 3320, 160, 285, AMD, vram8or16('V0-M0NA00', 'U0-M0NA00', 60)),
  gpu('PowerColor', 'Reaper Radeon RX 9060 XT', 'RX9060XT ', 309, 2025, 'AMD Radeon RX 9060 XT', 8, G6, 3130, 160, 199, AMD, vram8or16('8G-A', '16G-A', 60)),
  gpu('Sapphire', 'PULSE Radeon RX 7600 GAMING OC', '11324-01-20G', 259, 2023, 'AMD Radeon RX 7600', 8, G6, 2755, 165, 240, '2× DP 2.1, 1× HDMI 2.1'),
  gpu('Sapphire', 'PULSE Radeon RX 7800 XT GAMING', '11330-02-20G', 499, 2023, 'AMD Radeon RX 7800 XT', 16, G6, 2430, 263, 280, '2× DP 2.1, 2× HDMI 2.1'),
  gpu('PowerColor', 'Hellhound Radeon RX 7800 XT', 'RX7800XT 16G-L/OC', 519, 2023, 'AMD Radeon RX 7800 XT', 16, G6, 2520, 263, 322, '3× DP 2.1, 1× HDMI 2.1', opts(['Black', ''], ['Spectral White', '/WHITE', 15])),
  gpu('Intel', 'Arc B580 Limited Edition', '31P06HB0BA', 279, 2024, 'Intel Arc B580', 12, G6, 2670, 190, 272, '3× DP 2.1, 1× HDMI 2.1a'),
  gpu('ASRock', 'Intel Arc B580 Challenger 12GB OC', 'B580 CL 12GO', 279, 2024, 'Intel Arc B580', 12, G6, 2740, 190, 270, '3× DP 2.1, 1× HDMI 2.1a'),
  gpu('Sparkle', 'Intel Arc B580 TITAN OC', 'SB580T-12GOC', 289, 2024, 'Intel Arc B580', 12, G6, 2850, 225, 283, '3× DP 2.1, 1× HDMI 2.1a'),

  // Memory
  {
    category: R, brand: 'Kingston', model: 'FURY Beast DDR5 6000 CL30', mpn: 'KF560C30B', price: 109, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.4, profile: 'Intel XMP 3.0, AMD EXPO' },
    variants: combineRev([kit(2, 16, 'K2-32'), kit(2, 32, 'K2-64', 90)], [['Black', 'B'], ['Black RGB', 'BA', 15], ['White RGB', 'WA', 20]]),
  },
  {
    category: R, brand: 'Kingston', model: 'FURY Beast DDR4 3200 CL16', mpn: 'KF432C16BB', price: 22, year: 2021,
    specs: { capacity: '8 GB', memoryType: 'DDR4 DIMM', memorySpeed: 3200, latency: 'CL16', voltage: 1.35, profile: 'Intel XMP 2.0' },
    variants: opts(kit(1, 8, '/8'), kit(1, 16, '1/16', 15), kit(2, 8, 'K2/16', 20), kit(2, 16, 'K2/32', 45)),
  },
  {
    category: R, brand: 'Kingston', model: 'FURY Renegade DDR5 6400 CL32', mpn: 'KF564C32R', price: 129, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6400, latency: 'CL32', voltage: 1.4, profile: 'Intel XMP 3.0' },
    variants: opts(['32 GB (2×16 GB), Silver/Black', 'SK2-32'], ['32 GB (2×16 GB), Silver/Black RGB', 'SAK2-32', 20]),
  },
  {
    category: R, brand: 'Kingston', model: 'ValueRAM DDR4 3200 SO-DIMM', mpn: 'KVR32S22', price: 19, year: 2020,
    specs: { capacity: '8 GB', memoryType: 'DDR4 SO-DIMM', memorySpeed: 3200, latency: 'CL22', voltage: 1.2 },
    variants: opts(kit(1, 8, 'S6/8'), kit(1, 16, 'S8/16', 15), kit(1, 32, 'D8/32', 45)),
  },
  {
    category: R, brand: 'Kingston', model: 'ValueRAM DDR5 5600 SO-DIMM', mpn: 'KVR56S46', price: 25, year: 2023,
    specs: { capacity: '8 GB', memoryType: 'DDR5 SO-DIMM', memorySpeed: 5600, latency: 'CL46', voltage: 1.1 },
    variants: opts(kit(1, 8, 'BS6-8'), kit(1, 16, 'BS8-16', 20), kit(1, 32, 'BD8-32', 60)),
  },
  {
    category: R, brand: 'Corsair', model: 'Vengeance DDR5 6000 CL30', mpn: 'CMK', price: 105, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.4, profile: 'Intel XMP 3.0, AMD EXPO' },
    variants: combine([kit(2, 16, '32GX5M2B6000C30'), kit(2, 32, '64GX5M2B6000C30', 95)], [['Black', ''], ['White', 'W', 5]]),
  },
  {
    category: R, brand: 'Corsair', model: 'Vengeance RGB DDR5 6000 CL30', mpn: 'CMH', price: 125, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.4, profile: 'Intel XMP 3.0, AMD EXPO' },
    variants: combine([kit(2, 16, '32GX5M2B6000C30'), kit(2, 32, '64GX5M2B6000C30', 100)], [['Black', ''], ['White', 'W', 5]]),
  },
  {
    category: R, brand: 'Corsair', model: 'Vengeance LPX DDR4 3200 CL16', mpn: 'CMK', price: 39, year: 2019,
    specs: { capacity: '16 GB (2×8 GB)', memoryType: 'DDR4 DIMM', memorySpeed: 3200, latency: 'CL16', voltage: 1.35, profile: 'Intel XMP 2.0' },
    variants: opts(kit(2, 8, '16GX4M2E3200C16'), kit(2, 16, '32GX4M2E3200C16', 30), kit(2, 32, '64GX4M2E3200C16', 95)),
  },
  {
    category: R, brand: 'Corsair', model: 'Dominator Titanium RGB DDR5 6600 CL32', mpn: 'CMP', price: 199, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6600, latency: 'CL32', voltage: 1.4, profile: 'Intel XMP 3.0' },
    variants: combine([kit(2, 16, '32GX5M2X6600C32')], [['Black', ''], ['White', 'W', 10]]),
  },
  {
    category: R, brand: 'G.Skill', model: 'Trident Z5 RGB DDR5 6000 CL30', mpn: 'F5-6000J30', price: 129, year: 2022,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.35, profile: 'Intel XMP 3.0' },
    variants: combine([kit(2, 16, '36F16GX2-TZ5R'), kit(2, 32, '40G32GX2-TZ5R', 100)], [['Matte Black', 'K'], ['Metallic Silver', 'S']]),
  },
  {
    category: R, brand: 'G.Skill', model: 'Trident Z5 Neo RGB DDR5 6000 CL30', mpn: 'F5-6000J30', price: 129, year: 2022,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.35, profile: 'AMD EXPO' },
    variants: opts(kit(2, 16, '38F16GX2-TZ5NR'), kit(2, 32, '40G32GX2-TZ5NR', 100)),
  },
  {
    category: R, brand: 'G.Skill', model: 'Flare X5 DDR5 6000 CL30', mpn: 'F5-6000J30', price: 109, year: 2022,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.35, profile: 'AMD EXPO' },
    variants: opts(kit(2, 16, '38F16GX2-FX5'), kit(2, 32, '40G32GX2-FX5', 95)),
  },
  {
    category: R, brand: 'G.Skill', model: 'Ripjaws V DDR4 3600 CL18', mpn: 'F4-3600C18D-', price: 45, year: 2019,
    specs: { capacity: '16 GB (2×8 GB)', memoryType: 'DDR4 DIMM', memorySpeed: 3600, latency: 'CL18', voltage: 1.35, profile: 'Intel XMP 2.0' },
    variants: opts(kit(2, 8, '16GVK'), kit(2, 16, '32GVK', 30)),
  },
  {
    category: R, brand: 'Crucial', model: 'Pro DDR5 5600 CL46', mpn: 'CP2K', price: 89, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 5600, latency: 'CL46', voltage: 1.1, profile: 'Intel XMP 3.0, AMD EXPO' },
    variants: opts(kit(2, 16, '16G56C46U5'), kit(2, 32, '32G56C46U5', 80)),
  },
  {
    category: R, brand: 'Crucial', model: 'DDR5 5600 SO-DIMM', mpn: 'CT', price: 25, year: 2023,
    specs: { capacity: '8 GB', memoryType: 'DDR5 SO-DIMM', memorySpeed: 5600, latency: 'CL46', voltage: 1.1 },
    variants: opts(kit(1, 8, '8G56C46S5'), kit(1, 16, '16G56C46S5', 20), kit(1, 32, '32G56C46S5', 60)),
  },
  {
    category: R, brand: 'Crucial', model: 'Pro DDR4 3200 CL22', mpn: 'CP2K16G4DFRA32A', price: 59, year: 2022,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR4 DIMM', memorySpeed: 3200, latency: 'CL22', voltage: 1.2 },
    variants: one('32 GB (2×16 GB)'),
  },
  {
    category: R, brand: 'TeamGroup', model: 'T-Force Delta RGB DDR5 6000 CL30', mpn: 'FF', price: 115, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.35, profile: 'Intel XMP 3.0, AMD EXPO' },
    variants: combineRev([kit(2, 16, '532G6000HC30DC01'), kit(2, 32, '564G6000HC30DC01', 95)], [['Black', '3D'], ['White', '4D', 5]]),
  },
  {
    category: R, brand: 'Patriot', model: 'Viper Venom DDR5 6000 CL30', mpn: 'PVV5', price: 99, year: 2023,
    specs: { capacity: '32 GB (2×16 GB)', memoryType: 'DDR5 DIMM', memorySpeed: 6000, latency: 'CL30', voltage: 1.35, profile: 'Intel XMP 3.0, AMD EXPO' },
    variants: opts(kit(2, 16, '32G600C30K'), kit(2, 32, '64G600C30K', 90)),
  },
];
