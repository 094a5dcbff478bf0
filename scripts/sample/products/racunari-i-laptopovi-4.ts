import type { SampleProductLine, SampleVariant } from '../types.ts';
import { inColours, one, opts } from './variants.ts';

const T = 'toneri-i-kertridzi';

/** A printer line with the usual specs. */
function printer(
  brand: string, model: string, mpn: string, price: number, year: number,
  printTechnology: string, functions: string, printSpeed: number, printResolution: string, connectivity: string,
  variants: SampleVariant[] = one('White'),
): SampleProductLine {
  return { category: 'stampaci', brand, model, mpn, price, year, specs: { printTechnology, functions, printSpeed, printResolution, connectivity }, variants };
}

const P = 'Print';
const PSC = 'Print/Scan/Copy';
const PSCF = 'Print/Scan/Copy/Fax';

/** Printers, toners and ink. */
export const PRODUCT_LINES: SampleProductLine[] = [
  printer('HP', 'LaserJet M110we', '7MD66E', 89, 2021, 'Laser mono', P, 20, '600×600 dpi', 'USB, Wi-Fi'),
  printer('HP', 'LaserJet MFP M140we', '7MD72E', 139, 2021, 'Laser mono', PSC, 20, '600×600 dpi', 'USB, Wi-Fi'),
  printer('HP', 'LaserJet Pro 4002dn', '2Z605F', 249, 2022, 'Laser mono', P, 40, '1200×1200 dpi', 'USB, Ethernet'),
  printer('HP', 'LaserJet Pro MFP 4102fdw', '2Z624F', 449, 2022, 'Laser mono', PSCF, 40, '1200×1200 dpi', 'USB, Ethernet, Wi-Fi'),
  printer('HP', 'Color LaserJet Pro MFP 4302fdw', '5HH64F', 599, 2022, 'Laser CMYK', PSCF, 33, '600×600 dpi', 'USB, Ethernet, Wi-Fi'),
  printer('HP', 'DeskJet 2820e', '588K9B', 59, 2023, 'Inkjet CMYK', PSC, 7.5, '1200×1200 dpi', 'USB, Wi-Fi'),
  printer('HP', 'ENVY 6120e', '714L2B', 99, 2023, 'Inkjet CMYK', PSC, 10, '1200×1200 dpi', 'USB, Wi-Fi'),
  printer('HP', 'OfficeJet Pro 9120b', '4V2N0B', 229, 2022, 'Inkjet CMYK', PSCF, 22, '4800×1200 dpi', 'USB, Ethernet, Wi-Fi'),
  printer('HP', 'Smart Tank 580', '1F3Y2A', 199, 2021, 'Ink tank CMYK', PSC, 12, '4800×1200 dpi', 'USB, Wi-Fi'),
  printer('Canon', 'PIXMA TS3450', '4463C00', 49, 2021, 'Inkjet CMYK', PSC, 7.7, '4800×1200 dpi', 'USB, Wi-Fi', inColours('Black:6', 'White:26')),
  printer('Canon', 'PIXMA TS5350i', '4462C0', 79, 2021, 'Inkjet CMYK', PSC, 13, '4800×1200 dpi', 'USB, Wi-Fi, Bluetooth', inColours('Black:86', 'White:66')),
  printer('Canon', 'PIXMA G3470', '5805C0', 199, 2021, 'Ink tank CMYK', PSC, 11, '4800×1200 dpi', 'USB, Wi-Fi', inColours('Black:09', 'White:29')),
  printer('Canon', 'i-SENSYS MF275dw', '5621C001', 279, 2022, 'Laser mono', PSCF, 29, '1200×1200 dpi', 'USB, Ethernet, Wi-Fi'),
  printer('Canon', 'i-SENSYS LBP243dw', '5952C013', 199, 2022, 'Laser mono', P, 36, '1200×1200 dpi', 'USB, Ethernet, Wi-Fi'),
  printer('Epson', 'EcoTank L3250', 'C11CJ67407', 199, 2021, 'Ink tank CMYK', PSC, 10, '5760×1440 dpi', 'USB, Wi-Fi', one('Black')),
  printer('Epson', 'EcoTank L3260', 'C11CJ66407', 219, 2021, 'Ink tank CMYK', PSC, 10, '5760×1440 dpi', 'USB, Wi-Fi', one('Black')),
  printer('Epson', 'EcoTank L8050', 'C11CK37402', 329, 2022, 'Ink tank 6-colour', P, 8, '5760×1440 dpi', 'USB, Wi-Fi', one('Black')),
  printer('Epson', 'EcoTank ET-2860', 'C11CJ67421', 249, 2022, 'Ink tank CMYK', PSC, 10, '5760×1440 dpi', 'USB, Wi-Fi'),
  printer('Epson', 'WorkForce Pro WF-3820DWF', 'C11CJ07403', 199, 2020, 'Inkjet CMYK', PSCF, 21, '4800×2400 dpi', 'USB, Ethernet, Wi-Fi', one('Black')),
  printer('Brother', 'HL-L2442DW', 'HLL2442DWYJ1', 139, 2024, 'Laser mono', P, 34, '1200×1200 dpi', 'USB, Wi-Fi', one('Black')),
  printer('Brother', 'DCP-L2620DW', 'DCPL2620DWYJ1', 229, 2023, 'Laser mono', PSC, 34, '1200×1200 dpi', 'USB, Wi-Fi', one('Black')),
  printer('Brother', 'MFC-L2860DW', 'MFCL2860DWYJ1', 329, 2023, 'Laser mono', PSCF, 34, '1200×1200 dpi', 'USB, Ethernet, Wi-Fi', one('Black')),
  printer('Brother', 'DCP-T520W', 'DCPT520WYJ1', 199, 2021, 'Ink tank CMYK', PSC, 17, '6000×1200 dpi', 'USB, Wi-Fi', one('Black')),
  printer('Brother', 'HL-L3220CW', 'HLL3220CWYJ1', 249, 2023, 'LED CMYK', P, 18, '600×2400 dpi', 'USB, Wi-Fi'),
  printer('Xerox', 'B230', 'B230V_DNI', 139, 2022, 'Laser mono', P, 34, '600×600 dpi', 'USB, Ethernet, Wi-Fi'),
  printer('Xerox', 'C235', 'C235V_DNI', 329, 2022, 'Laser CMYK', PSCF, 22, '600×600 dpi', 'USB, Ethernet, Wi-Fi'),

  // Toners and ink
  { category: T, brand: 'HP', model: '305 Ink Cartridge', mpn: '3YM6', price: 15, year: 2019, specs: { consumableType: 'Ink cartridge', printTechnology: 'Inkjet', pageYield: 120, compatibleWith: 'HP DeskJet 2700/4100, ENVY 6000/6400' }, variants: opts(['Black', '1AE'], ['Tri-colour', '0AE', 3, { pageYield: 100 }]) },
  { category: T, brand: 'HP', model: '305XL Ink Cartridge', mpn: '3YM6', price: 29, year: 2019, specs: { consumableType: 'Ink cartridge', printTechnology: 'Inkjet', pageYield: 240, compatibleWith: 'HP DeskJet 2700/4100, ENVY 6000/6400' }, variants: opts(['Black', '2AE'], ['Tri-colour', '3AE', 3, { pageYield: 200 }]) },
  { category: T, brand: 'HP', model: '912 Ink Cartridge', mpn: '3YL', price: 19, year: 2019, specs: { consumableType: 'Ink cartridge', printTechnology: 'Inkjet', pageYield: 300, compatibleWith: 'HP OfficeJet 8010/8020' }, variants: opts(['Black', '80AE', 5], ['Cyan', '77AE', 0, { pageYield: 315 }], ['Magenta', '78AE', 0, { pageYield: 315 }], ['Yellow', '79AE', 0, { pageYield: 315 }]) },
  { category: T, brand: 'HP', model: '963XL Ink Cartridge', mpn: '3JA', price: 39, year: 2019, specs: { consumableType: 'Ink cartridge', printTechnology: 'Inkjet', pageYield: 1600, compatibleWith: 'HP OfficeJet Pro 9010/9020' }, variants: opts(['Cyan', '27AE'], ['Magenta', '28AE'], ['Yellow', '29AE'], ['Black', '30AE', 12, { pageYield: 2000 }]) },
  { category: T, brand: 'HP', model: '136A Toner', mpn: 'W1360A', price: 59, year: 2021, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 1150, compatibleWith: 'HP LaserJet M211, M236' }, variants: one('Black') },
  { category: T, brand: 'HP', model: '207A Toner', mpn: 'W221', price: 69, year: 2019, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 1250, compatibleWith: 'HP Color LaserJet Pro M255, M282, M283' }, variants: opts(['Black', '0A', 0, { pageYield: 1350 }], ['Cyan', '1A', 10], ['Yellow', '2A', 10], ['Magenta', '3A', 10]) },
  { category: T, brand: 'HP', model: '59A Toner', mpn: 'CF259A', price: 119, year: 2017, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 3000, compatibleWith: 'HP LaserJet Pro M304, M404, MFP M428' }, variants: one('Black') },
  { category: T, brand: 'Canon', model: 'PG-545 / CL-546 Ink Cartridge', mpn: '828', price: 19, year: 2012, specs: { consumableType: 'Ink cartridge', printTechnology: 'Inkjet', pageYield: 180, compatibleWith: 'Canon PIXMA TS3150, TS3450, MG2550S' }, variants: opts(['PG-545 Black', '7B001'], ['CL-546 Colour', '9B001', 3]) },
  { category: T, brand: 'Canon', model: 'GI-41 Ink Bottle', mpn: '45', price: 12, year: 2019, specs: { consumableType: 'Ink bottle', printTechnology: 'Ink tank', pageYield: 7700, volume: 70, compatibleWith: 'Canon PIXMA G1420, G2420, G3420, G3470' }, variants: opts(['PGBK Black', '28C001', 0, { pageYield: 6000, volume: 135 }], ['Cyan', '42C001'], ['Magenta', '43C001'], ['Yellow', '44C001']) },
  { category: T, brand: 'Canon', model: '057 Toner', mpn: '3009C002', price: 89, year: 2019, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 3100, compatibleWith: 'Canon i-SENSYS LBP223dw, MF443dw, MF445dw' }, variants: one('Black') },
  { category: T, brand: 'Canon', model: '067 Toner', mpn: '5', price: 69, year: 2021, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 1250, compatibleWith: 'Canon i-SENSYS MF651Cw, MF655Cdw, LBP631Cw' }, variants: opts(['Cyan', '101C002'], ['Magenta', '100C002'], ['Yellow', '099C002'], ['Black', '102C002', 0, { pageYield: 1350 }]) },
  { category: T, brand: 'Epson', model: '103 EcoTank Ink Bottle', mpn: 'C13T00S', price: 9, year: 2018, specs: { consumableType: 'Ink bottle', printTechnology: 'Ink tank', pageYield: 7500, volume: 65, compatibleWith: 'Epson L3150, L3250, L3260, L5290' }, variants: opts(['Black', '14A', 0, { pageYield: 4500 }], ['Cyan', '24A'], ['Magenta', '34A'], ['Yellow', '44A']) },
  { category: T, brand: 'Epson', model: '104 EcoTank Ink Bottle', mpn: 'C13T00P', price: 10, year: 2018, specs: { consumableType: 'Ink bottle', printTechnology: 'Ink tank', pageYield: 7500, volume: 65, compatibleWith: 'Epson ET-2710, ET-2810, ET-2860, ET-4700' }, variants: opts(['Black', '140', 0, { pageYield: 4500 }], ['Cyan', '240'], ['Magenta', '340'], ['Yellow', '440']) },
  { category: T, brand: 'Epson', model: '003 EcoTank Ink Bottle', mpn: 'C13T00V', price: 9, year: 2018, specs: { consumableType: 'Ink bottle', printTechnology: 'Ink tank', pageYield: 7500, volume: 65, compatibleWith: 'Epson L3110, L3150, L3151, L5190' }, variants: opts(['Black', '101', 0, { pageYield: 4500 }], ['Cyan', '200'], ['Magenta', '300'], ['Yellow', '400']) },
  { category: T, brand: 'Brother', model: 'TN-2410 / TN-2420 Toner', mpn: 'TN-24', price: 59, year: 2017, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 1200, compatibleWith: 'Brother HL-L2310D, DCP-L2512D, MFC-L2712DN' }, variants: opts(['TN-2410 Standard', '10'], ['TN-2420 High Yield', '20', 20, { pageYield: 3000 }]) },
  { category: T, brand: 'Brother', model: 'DR-2400 Drum Unit', mpn: 'DR2400', price: 89, year: 2017, specs: { consumableType: 'Drum', printTechnology: 'Laser', pageYield: 12000, compatibleWith: 'Brother HL-L2310D, DCP-L2512D, MFC-L2712DN' }, variants: one('Black') },
  { category: T, brand: 'Brother', model: 'BTD60BK / BT5000 Ink Bottle', mpn: 'BT', price: 10, year: 2018, specs: { consumableType: 'Ink bottle', printTechnology: 'Ink tank', pageYield: 5000, volume: 41.8, compatibleWith: 'Brother DCP-T420W, DCP-T520W, MFC-T920DW' }, variants: opts(['Cyan', '5000C'], ['Magenta', '5000M'], ['Yellow', '5000Y'], ['BTD60BK Black', 'D60BK', 3, { pageYield: 6500, volume: 108 }]) },
  { category: T, brand: 'Brother', model: 'TN-2510 / TN-2510XL Toner', mpn: 'TN2510', price: 49, year: 2023, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 1200, compatibleWith: 'Brother HL-L2442DW, DCP-L2620DW, MFC-L2860DW' }, variants: opts(['TN-2510 Standard', ''], ['TN-2510XL High Yield', 'XL', 25, { pageYield: 3000 }]) },
  { category: T, brand: 'Xerox', model: '006R04403 Toner', mpn: '006R04403', price: 79, year: 2022, specs: { consumableType: 'Toner', printTechnology: 'Laser', pageYield: 3000, compatibleWith: 'Xerox B225, B230, B235' }, variants: one('Black') },
];
