import type { SampleProductLine, SampleVariant } from '../types.ts';
import { one, opts, type Opt } from './variants.ts';

/** A desktop CPU line. */
function cpu(
  brand: string, model: string, mpn: string, price: number, year: number,
  socket: string, cores: number, threads: number, baseClock: number, boostClock: number, cache: number, tdp: number, gpu: string | null,
  variants: SampleVariant[] = one('Box'),
): SampleProductLine {
  const specs: Record<string, string | number> = { socket, cores, threads, baseClock, boostClock, cache, tdp };
  if (gpu) specs.gpu = gpu;
  return { category: 'procesori', brand, model, mpn, price, year, specs, variants };
}

/** AMD processor sold both as tray (cheaper) and boxed. */
function amdBoth(opn: string, boxSuffix: string, boxDelta: number): SampleVariant[] {
  return opts(['Tray (MPK)', `000000${opn}`], ['Box', `100000${opn}${boxSuffix}`, boxDelta]);
}

/** A motherboard line. */
function mb(
  brand: string, model: string, mpn: string, price: number, year: number,
  socket: string, chipset: string, formFactor: string, memoryType: string, m2Slots: number, connectivity: string,
  variants: SampleVariant[] = one('Standard'),
): SampleProductLine {
  return { category: 'maticne-ploce', brand, model, mpn, price, year, specs: { socket, chipset, formFactor, memoryType, m2Slots, connectivity }, variants };
}

/** Motherboard sold with and without Wi-Fi. */
function wifi(plainSuffix: string, wifiSuffix: string, delta: number, wifiName = 'Wi-Fi 6E, 2.5GbE'): SampleVariant[] {
  const plain: Opt = ['Standard', plainSuffix];
  const withWifi: Opt = ['WIFI', wifiSuffix, delta, { connectivity: wifiName }];
  return opts(plain, withWifi);
}

const AM4 = 'AM4';
const AM5 = 'AM5';
const L1700 = 'LGA1700';
const L1851 = 'LGA1851';
const D4 = 'DDR4, 4× DIMM';
const D5 = 'DDR5, 4× DIMM';
const D5_2 = 'DDR5, 2× DIMM';

/** Processors and motherboards. */
export const PRODUCT_LINES: SampleProductLine[] = [
  cpu('AMD', 'Ryzen 5 5500', '100-100000457BOX', 79, 2022, AM4, 6, 12, 3.6, 4.2, 16, 65, null),
  cpu('AMD', 'Ryzen 5 5600', '100-', 95, 2022, AM4, 6, 12, 3.5, 4.4, 32, 65, null, amdBoth('927', 'BOX', 8)),
  cpu('AMD', 'Ryzen 7 5700X', '100-', 135, 2022, AM4, 8, 16, 3.4, 4.6, 32, 65, null, amdBoth('926', 'WOF', 8)),
  cpu('AMD', 'Ryzen 7 5800X3D', '100-100000651WOF', 299, 2022, AM4, 8, 16, 3.4, 4.5, 96, 105, null),
  cpu('AMD', 'Ryzen 5 7500F', '100-000000597', 139, 2023, AM5, 6, 12, 3.7, 5.0, 32, 65, null, one('Tray (MPK)')),
  cpu('AMD', 'Ryzen 5 7600', '100-', 179, 2023, AM5, 6, 12, 3.8, 5.1, 32, 65, 'AMD Radeon Graphics', amdBoth('1015', 'BOX', 10)),
  cpu('AMD', 'Ryzen 5 7600X', '100-', 199, 2022, AM5, 6, 12, 4.7, 5.3, 32, 105, 'AMD Radeon Graphics', amdBoth('593', 'WOF', 10)),
  cpu('AMD', 'Ryzen 7 7700', '100-100000592BOX', 259, 2023, AM5, 8, 16, 3.8, 5.3, 32, 65, 'AMD Radeon Graphics'),
  cpu('AMD', 'Ryzen 7 7800X3D', '100-', 349, 2023, AM5, 8, 16, 4.2, 5.0, 96, 120, 'AMD Radeon Graphics', amdBoth('910', 'WOF', 10)),
  cpu('AMD', 'Ryzen 9 7900X', '100-100000589WOF', 349, 2022, AM5, 12, 24, 4.7, 5.6, 64, 170, 'AMD Radeon Graphics'),
  cpu('AMD', 'Ryzen 9 7950X3D', '100-100000908WOF', 599, 2023, AM5, 16, 32, 4.2, 5.7, 128, 120, 'AMD Radeon Graphics'),
  cpu('AMD', 'Ryzen 5 8600G', '100-100001237BOX', 199, 2024, AM5, 6, 12, 4.3, 5.0, 16, 65, 'AMD Radeon 760M'),
  cpu('AMD', 'Ryzen 7 8700G', '100-100001236BOX', 289, 2024, AM5, 8, 16, 4.2, 5.1, 16, 65, 'AMD Radeon 780M'),
  cpu('AMD', 'Ryzen 5 9600X', '100-', 219, 2024, AM5, 6, 12, 3.9, 5.4, 32, 65, 'AMD Radeon Graphics', amdBoth('1405', 'WOF', 10)),
  cpu('AMD', 'Ryzen 7 9700X', '100-', 309, 2024, AM5, 8, 16, 3.8, 5.5, 32, 65, 'AMD Radeon Graphics', amdBoth('1404', 'WOF', 10)),
  cpu('AMD', 'Ryzen 9 9900X', '100-100000662WOF', 399, 2024, AM5, 12, 24, 4.4, 5.6, 64, 120, 'AMD Radeon Graphics'),
  cpu('AMD', 'Ryzen 9 9950X', '100-100001277WOF', 579, 2024, AM5, 16, 32, 4.3, 5.7, 64, 170, 'AMD Radeon Graphics'),
  cpu('AMD', 'Ryzen 7 9800X3D', '100-', 489, 2024, AM5, 8, 16, 4.7, 5.2, 96, 120, 'AMD Radeon Graphics', amdBoth('1084', 'WOF', 10)),
  cpu('AMD', 'Ryzen 9 9950X3D', '100-100000719WOF', 719, 2025, AM5, 16, 32, 4.3, 5.7, 128, 170, 'AMD Radeon Graphics'),
  cpu('Intel', 'Core i3-12100F', 'BX8071512100F', 79, 2022, L1700, 4, 8, 3.3, 4.3, 12, 58, null),
  cpu('Intel', 'Core i5-12400F', 'BX8071512400F', 109, 2022, L1700, 6, 12, 2.5, 4.4, 18, 65, null),
  cpu('Intel', 'Core i5-13400F', 'BX8071513400F', 169, 2023, L1700, 10, 16, 2.5, 4.6, 20, 65, null),
  cpu('Intel', 'Core i5-14400F', 'BX8071514400F', 179, 2024, L1700, 10, 16, 2.5, 4.7, 20, 65, null),
  cpu('Intel', 'Core i5-14600K', 'BX8071514600K', 269, 2023, L1700, 14, 20, 3.5, 5.3, 24, 125, 'Intel UHD Graphics 770'),
  cpu('Intel', 'Core i5-14600KF', 'BX8071514600KF', 249, 2023, L1700, 14, 20, 3.5, 5.3, 24, 125, null),
  cpu('Intel', 'Core i7-14700K', 'BX8071514700K', 379, 2023, L1700, 20, 28, 3.4, 5.6, 33, 125, 'Intel UHD Graphics 770'),
  cpu('Intel', 'Core i7-14700F', 'BX8071514700F', 329, 2024, L1700, 20, 28, 2.1, 5.4, 33, 65, null),
  cpu('Intel', 'Core i9-14900K', 'BX8071514900K', 519, 2023, L1700, 24, 32, 3.2, 6.0, 36, 125, 'Intel UHD Graphics 770'),
  cpu('Intel', 'Core Ultra 5 225F', 'BX80768225F', 199, 2025, L1851, 10, 10, 3.3, 4.9, 20, 65, null),
  cpu('Intel', 'Core Ultra 5 245K', 'BX80768245K', 269, 2024, L1851, 14, 14, 4.2, 5.2, 24, 125, 'Intel Graphics (4 Xe)'),
  cpu('Intel', 'Core Ultra 7 265K', 'BX80768265K', 349, 2024, L1851, 20, 20, 3.9, 5.5, 30, 125, 'Intel Graphics (4 Xe)'),
  cpu('Intel', 'Core Ultra 9 285K', 'BX80768285K', 569, 2024, L1851, 24, 24, 3.7, 5.7, 36, 125, 'Intel Graphics (4 Xe)'),

  // Motherboards
  mb('ASUS', 'PRIME B650M-A II', '90MB1EG0-M0EAY0', 139, 2023, AM5, 'AMD B650', 'Micro-ATX', D5, 2, '2.5GbE', wifi('', 'W', 20, 'Wi-Fi 6, 2.5GbE')),
  mb('ASUS', 'TUF GAMING B650-PLUS', '90MB1BY0-M0EAY', 179, 2022, AM5, 'AMD B650', 'ATX', D5, 2, '2.5GbE', wifi('0', '1', 20)),
  mb('ASUS', 'ROG STRIX B650E-F GAMING WIFI', '90MB1BQ0-M0EAY0', 279, 2022, AM5, 'AMD B650E', 'ATX', D5, 3, 'Wi-Fi 6E, 2.5GbE'),
  mb('ASUS', 'TUF GAMING X870-PLUS WIFI', '90MB1IZ0-M0EAY0', 299, 2024, AM5, 'AMD X870', 'ATX', D5, 4, 'Wi-Fi 7, 2.5GbE'),
  mb('ASUS', 'ROG STRIX X870E-E GAMING WIFI', '90MB1IH0-M0EAY0', 499, 2024, AM5, 'AMD X870E', 'ATX', D5, 5, 'Wi-Fi 7, 5GbE'),
  mb('ASUS', 'PRIME B760M-A', '90MB1D', 129, 2023, L1700, 'Intel B760', 'Micro-ATX', D5, 2, '2.5GbE', opts(['DDR4', '20-M0EAY0', 0, { memoryType: D4 }], ['DDR5', '40-M0EAY0', 10], ['DDR5, Wi-Fi', '50-M0EAY0', 30, { connectivity: 'Wi-Fi 6, 2.5GbE' }])),
  mb('ASUS', 'ROG STRIX Z790-E GAMING WIFI II', '90MB1FD0-M0EAY0', 469, 2023, L1700, 'Intel Z790', 'ATX', D5, 5, 'Wi-Fi 7, 2.5GbE'),
  mb('ASUS', 'PRIME Z890-P WIFI', '90MB1I80-M0EAY0', 269, 2024, L1851, 'Intel Z890', 'ATX', D5, 4, 'Wi-Fi 7, 2.5GbE'),
  mb('MSI', 'B650 GAMING PLUS WIFI', '7E26-001R', 179, 2023, AM5, 'AMD B650', 'ATX', D5, 2, 'Wi-Fi 6E, 2.5GbE'),
  mb('MSI', 'MAG B650 TOMAHAWK WIFI', '7D75-001R', 219, 2022, AM5, 'AMD B650', 'ATX', D5, 3, 'Wi-Fi 6E, 2.5GbE'),
  mb('MSI', 'PRO B650M-A', '7D77-00', 149, 2023, AM5, 'AMD B650', 'Micro-ATX', D5, 2, '2.5GbE', wifi('2R', '1R', 20)),
  mb('MSI', 'MAG B850 TOMAHAWK MAX WIFI', '7E62-001R', 269, 2025, AM5, 'AMD B850', 'ATX', D5, 4, 'Wi-Fi 7, 5GbE'),
  mb('MSI', 'MAG X870 TOMAHAWK WIFI', '7E51-001R', 319, 2024, AM5, 'AMD X870', 'ATX', D5, 4, 'Wi-Fi 7, 5GbE'),
  mb('MSI', 'B550 GAMING GEN3', '7B86-0', 99, 2023, AM4, 'AMD B550', 'ATX', D4, 2, '1GbE', one('Standard', '71R')),
  mb('MSI', 'PRO B760M-A', '7D99-0', 139, 2023, L1700, 'Intel B760', 'Micro-ATX', D5, 2, '2.5GbE', opts(['DDR4 WIFI', '52R', 0, { memoryType: D4, connectivity: 'Wi-Fi 6E, 2.5GbE' }], ['DDR5 WIFI', '11R', 10, { connectivity: 'Wi-Fi 6E, 2.5GbE' }])),
  mb('MSI', 'MAG Z790 TOMAHAWK WIFI', '7D91-001R', 279, 2022, L1700, 'Intel Z790', 'ATX', D5, 4, 'Wi-Fi 6E, 2.5GbE'),
  mb('MSI', 'MPG Z890 CARBON WIFI', '7E17-001R', 499, 2024, L1851, 'Intel Z890', 'ATX', D5, 5, 'Wi-Fi 7, 5GbE'),
  mb('Gigabyte', 'B650 GAMING X', 'B650 GAMING X', 169, 2023, AM5, 'AMD B650', 'ATX', D5, 3, '2.5GbE', wifi(' V2', ' AX V2', 20)),
  mb('Gigabyte', 'B650M AORUS ELITE AX', 'B650M AORUS ELITE AX', 199, 2022, AM5, 'AMD B650', 'Micro-ATX', D5, 2, 'Wi-Fi 6E, 2.5GbE'),
  mb('Gigabyte', 'B850 AORUS ELITE WIFI7', 'B850 A ELITE WF7', 259, 2025, AM5, 'AMD B850', 'ATX', D5, 3, 'Wi-Fi 7, 2.5GbE'),
  mb('Gigabyte', 'X870 AORUS ELITE WIFI7', 'X870 A ELITE WF7', 299, 2024, AM5, 'AMD X870', 'ATX', D5, 4, 'Wi-Fi 7, 2.5GbE'),
  mb('Gigabyte', 'B760M DS3H', 'B760M DS3H', 109, 2023, L1700, 'Intel B760', 'Micro-ATX', D5, 2, '2.5GbE', opts(['DDR4', ' DDR4', 0, { memoryType: D4 }], ['DDR5', '', 10], ['DDR5, Wi-Fi', ' AX', 25, { connectivity: 'Wi-Fi 6E, 2.5GbE' }])),
  mb('Gigabyte', 'Z790 AORUS ELITE AX', 'Z790 AORUS ELITE AX', 279, 2022, L1700, 'Intel Z790', 'ATX', D5, 4, 'Wi-Fi 6E, 2.5GbE'),
  mb('Gigabyte', 'B550M DS3H', 'B550M DS3H', 89, 2020, AM4, 'AMD B550', 'Micro-ATX', D4, 2, '1GbE', wifi('', ' AC', 15, 'Wi-Fi 5, 1GbE')),
  mb('Gigabyte', 'A520M K V2', 'A520M K V2', 65, 2022, AM4, 'AMD A520', 'Micro-ATX', 'DDR4, 2× DIMM', 1, '1GbE'),
  mb('ASRock', 'B650M Pro RS', '90-MXBL', 139, 2023, AM5, 'AMD B650', 'Micro-ATX', D5, 3, '2.5GbE', wifi('20-A0UAYZ', '30-A0UAYZ', 15, 'Wi-Fi 6E, 2.5GbE')),
  mb('ASRock', 'B550M Pro4', '90-MXBCY0-A0UAYZ', 99, 2020, AM4, 'AMD B550', 'Micro-ATX', D4, 2, '1GbE'),
  mb('ASRock', 'B760M Pro RS/D4', '90-MXBL50-A0UAYZ', 119, 2023, L1700, 'Intel B760', 'Micro-ATX', D4, 2, '2.5GbE'),
  mb('ASRock', 'X870 Steel Legend WiFi', '90-MXBPN0-A0UAYZ', 279, 2024, AM5, 'AMD X870', 'ATX', D5, 3, 'Wi-Fi 7, 2.5GbE'),
  mb('ASRock', 'A620M-HDV/M.2+', '90-MXBLK0-A0UAYZ', 79, 2023, AM5, 'AMD A620', 'Micro-ATX', D5_2, 2, '1GbE'),
  mb('ASRock', 'B850M Pro RS WiFi', '90-MXBQ90-A0UAYZ', 159, 2025, AM5, 'AMD B850', 'Micro-ATX', D5, 3, 'Wi-Fi 6E, 2.5GbE'),
];
