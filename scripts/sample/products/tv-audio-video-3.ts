import type { SampleProductLine, SampleVariant } from '../types.ts';
import { inColours, one } from './variants.ts';

const SP = 'bluetooth-zvucnici';

/** A soundbar line. */
function bar(
  brand: string, model: string, mpn: string, price: number, year: number,
  channels: string, power: number | null, audioFormats: string, connectivity: string, subwoofer: string,
  variants: SampleVariant[] = one('Black'),
): SampleProductLine {
  const specs: Record<string, string | number> = { channels, audioFormats, connectivity, subwoofer };
  if (power) specs.power = power;
  return { category: 'saundbarovi', brand, model, mpn, price, year, specs, variants };
}

const ATMOS = 'Dolby Atmos, DTS:X';
const DD = 'Dolby Digital, DTS';
const EARC_WIFI = 'HDMI eARC, Bluetooth, Wi-Fi';
const ARC_BT = 'HDMI ARC, Optical, Bluetooth';

/** Bluetooth speakers and soundbars. */
export const PRODUCT_LINES: SampleProductLine[] = [
  { category: SP, brand: 'JBL', model: 'Flip 6', mpn: 'JBLFLIP6', price: 99, year: 2022, specs: { power: 30, batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.1', weight: 550 }, variants: inColours('Black:BLKEU', 'Blue:BLUEU', 'Red:REDEU', 'Grey:GREYEU', 'Pink:PINKEU', 'Teal:TEALEU') },
  { category: SP, brand: 'JBL', model: 'Flip 7', mpn: 'JBLFLIP7', price: 149, year: 2025, specs: { power: 35, batteryLife: 14, waterResistance: 'IP68', connectivity: 'Bluetooth 5.4, USB-C audio', weight: 560 }, variants: inColours('Black:BLK', 'Blue:BLU', 'Red:RED', 'White:WHT', 'Purple:PUR', 'Camo:CAMO') },
  { category: SP, brand: 'JBL', model: 'Charge 5', mpn: 'JBLCHARGE5', price: 139, year: 2021, specs: { power: 40, batteryLife: 20, waterResistance: 'IP67', connectivity: 'Bluetooth 5.1', weight: 960 }, variants: inColours('Black:BLK', 'Blue:BLU', 'Red:RED', 'Grey:GRY', 'Teal:TEAL', 'Camo:SQUAD') },
  { category: SP, brand: 'JBL', model: 'Charge 6', mpn: 'JBLCHARGE6', price: 179, year: 2025, specs: { power: 45, batteryLife: 24, waterResistance: 'IP68', connectivity: 'Bluetooth 5.4, USB-C audio', weight: 1250 }, variants: inColours('Black:BLK', 'Blue:BLU', 'Red:RED', 'White:WHT') },
  { category: SP, brand: 'JBL', model: 'Go 4', mpn: 'JBLGO4', price: 45, year: 2024, specs: { power: 4.2, batteryLife: 7, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 190 }, variants: inColours('Black:BLK', 'Blue:BLU', 'Red:RED', 'White:WHT', 'Pink:PINK', 'Purple:PUR') },
  { category: SP, brand: 'JBL', model: 'Clip 5', mpn: 'JBLCLIP5', price: 69, year: 2024, specs: { power: 7, batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 285 }, variants: inColours('Black:BLK', 'Blue:BLU', 'Purple:PUR', 'Red:RED', 'White:WHT') },
  { category: SP, brand: 'JBL', model: 'Xtreme 4', mpn: 'JBLXTREME4', price: 329, year: 2024, specs: { power: 100, batteryLife: 24, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 2100 }, variants: inColours('Black:BLKEP', 'Blue:BLUEP', 'Camo:CAMOEP') },
  { category: SP, brand: 'JBL', model: 'PartyBox Club 120', mpn: 'JBLPBCLUB120EP', price: 399, year: 2024, specs: { power: 160, batteryLife: 12, waterResistance: 'IPX4', connectivity: 'Bluetooth 5.4, AUX, USB', weight: 7200 }, variants: one('Black') },
  { category: SP, brand: 'JBL', model: 'Boombox 3', mpn: 'JBLBOOMBOX3', price: 449, year: 2022, specs: { power: 180, batteryLife: 24, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 6700 }, variants: inColours('Black:BLKEP', 'Camo:SQUADEP') },
  { category: SP, brand: 'Sony', model: 'ULT FIELD 1', mpn: 'SRSULT10', price: 119, year: 2024, specs: { batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 650 }, variants: inColours('Black:B.CE7', 'Off White:W.CE7', 'Forest Gray:H.CE7', 'Orange:D.CE7') },
  { category: SP, brand: 'Sony', model: 'ULT FIELD 7', mpn: 'SRSULT70.EU8', price: 449, year: 2024, specs: { batteryLife: 30, waterResistance: 'IP67', connectivity: 'Bluetooth 5.2', weight: 6300 }, variants: one('Black') },
  { category: SP, brand: 'Sony', model: 'SRS-XB100', mpn: 'SRSXB100', price: 55, year: 2023, specs: { batteryLife: 16, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 274 }, variants: inColours('Black:B.CE7', 'Blue:L.CE7', 'Light Gray:H.CE7', 'Orange:D.CE7') },
  { category: SP, brand: 'Bose', model: 'SoundLink Flex (2nd Gen)', mpn: '8', price: 149, year: 2024, specs: { batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 600 }, variants: inColours('Black:87449-0100', 'Blue Dusk:87449-0200', 'Alpine Sage:87449-0300', 'Sandstone:87449-0400') },
  { category: SP, brand: 'Bose', model: 'SoundLink Max', mpn: '8', price: 399, year: 2024, specs: { batteryLife: 20, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3, AUX', weight: 2100 }, variants: inColours('Black:83296-0100', 'Blue Dusk:83296-0200') },
  { category: SP, brand: 'Bose', model: 'SoundLink Micro (2nd Gen)', mpn: '8', price: 129, year: 2025, specs: { batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.4', weight: 290 }, variants: inColours('Black:92341-0100', 'Blue Dusk:92341-0200') },
  { category: SP, brand: 'Marshall', model: 'Emberton III', mpn: '1006', price: 169, year: 2024, specs: { power: 38, batteryLife: 32, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3 LE Audio', weight: 680 }, variants: inColours('Black & Brass:234', 'Cream:235') },
  { category: SP, brand: 'Marshall', model: 'Middleton', mpn: '1006', price: 299, year: 2023, specs: { power: 60, batteryLife: 20, waterResistance: 'IP67', connectivity: 'Bluetooth 5.1', weight: 1800 }, variants: inColours('Black & Brass:1781', 'Cream:1782') },
  { category: SP, brand: 'Marshall', model: 'Acton III', mpn: '1005', price: 279, year: 2022, specs: { power: 60, channels: '2.0', connectivity: 'Bluetooth 5.2, AUX', weight: 2850 }, variants: inColours('Black:2378', 'Brown:2379', 'Cream:2380') },
  { category: SP, brand: 'Marshall', model: 'Stanmore III', mpn: '1005', price: 379, year: 2022, specs: { power: 80, channels: '2.0', connectivity: 'Bluetooth 5.2, AUX, RCA', weight: 4250 }, variants: inColours('Black:2301', 'Brown:2302', 'Cream:2303') },
  { category: SP, brand: 'Ultimate Ears', model: 'WONDERBOOM 4', mpn: '984-00', price: 89, year: 2024, specs: { batteryLife: 14, waterResistance: 'IP67', connectivity: 'Bluetooth', weight: 420 }, variants: inColours('Active Black:1829', 'Hyper Pink:1830', 'Cobalt Blue:1831', 'Joyous Bright:1832') },
  { category: SP, brand: 'Ultimate Ears', model: 'BOOM 4', mpn: '984-00', price: 159, year: 2024, specs: { batteryLife: 15, waterResistance: 'IP67', connectivity: 'Bluetooth', weight: 620 }, variants: inColours('Active Black:2110', 'Cobalt Blue:2111', 'Hyper Pink:2112') },
  { category: SP, brand: 'Ultimate Ears', model: 'MEGABOOM 4', mpn: '984-00', price: 219, year: 2024, specs: { batteryLife: 20, waterResistance: 'IP67', connectivity: 'Bluetooth', weight: 920 }, variants: inColours('Active Black:2120', 'Cobalt Blue:2121') },
  { category: SP, brand: 'Xiaomi', model: 'Sound Outdoor 30W', mpn: 'QBH4', price: 55, year: 2023, specs: { power: 30, batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.4', weight: 700 }, variants: inColours('Black:261GL', 'Blue:262GL', 'Red:263GL') },
  { category: SP, brand: 'Xiaomi', model: 'Sound Pocket 5W', mpn: 'QBH4269GL', price: 25, year: 2023, specs: { power: 5, batteryLife: 10, waterResistance: 'IP67', connectivity: 'Bluetooth 5.4', weight: 210 }, variants: one('Black') },
  { category: SP, brand: 'Soundcore', model: 'Motion 300', mpn: 'A3135', price: 79, year: 2023, specs: { power: 30, batteryLife: 13, waterResistance: 'IPX7', connectivity: 'Bluetooth 5.3, LDAC', weight: 780 }, variants: inColours('Black:011', 'Blue:031', 'Green:061') },
  { category: SP, brand: 'Soundcore', model: 'Boom 2', mpn: 'A3138', price: 119, year: 2023, specs: { power: 80, batteryLife: 24, waterResistance: 'IPX7', connectivity: 'Bluetooth 5.3', weight: 1360 }, variants: inColours('Black:011', 'Blue:031') },
  { category: SP, brand: 'Tribit', model: 'StormBox Micro 2', mpn: 'BTS12', price: 59, year: 2022, specs: { power: 10, batteryLife: 12, waterResistance: 'IP67', connectivity: 'Bluetooth 5.3', weight: 320 }, variants: inColours('Black:-BK', 'Blue:-BL') },
  { category: SP, brand: 'Bang & Olufsen', model: 'Beosound A1 2nd Gen', mpn: '1734', price: 279, year: 2020, specs: { power: 60, batteryLife: 18, waterResistance: 'IP67', connectivity: 'Bluetooth 5.1', weight: 558 }, variants: inColours('Black Anthracite:000', 'Grey Mist:001', 'Gold Tone:003') },

  // Soundbars
  bar('Samsung', 'HW-Q990D', 'HW-Q990D/EN', 1299, 2024, '11.1.4', 656, ATMOS, EARC_WIFI, 'Wireless + rear speakers'),
  bar('Samsung', 'HW-Q930D', 'HW-Q930D/EN', 899, 2024, '9.1.4', 540, ATMOS, EARC_WIFI, 'Wireless + rear speakers'),
  bar('Samsung', 'HW-Q800D', 'HW-Q800D/EN', 599, 2024, '5.1.2', 360, ATMOS, EARC_WIFI, 'Wireless'),
  bar('Samsung', 'HW-Q600C', 'HW-Q600C/EN', 399, 2023, '3.1.2', 360, ATMOS, 'HDMI eARC, Bluetooth', 'Wireless'),
  bar('Samsung', 'HW-S800D', 'HW-S80', 599, 2024, '3.1.2', 330, ATMOS, EARC_WIFI, 'Wireless', inColours('Black:0D/EN', 'White:1D/EN')),
  bar('Samsung', 'HW-B550D', 'HW-B550D/EN', 179, 2024, '2.1', 410, DD, ARC_BT, 'Wireless'),
  bar('Samsung', 'HW-C400', 'HW-C400/EN', 119, 2023, '2.0', 40, 'Dolby Digital', 'Optical, Bluetooth, USB', 'Built-in'),
  bar('LG', 'S95TR', 'S95TR.DEUSLLK', 1399, 2024, '9.1.5', 810, ATMOS, EARC_WIFI, 'Wireless + rear speakers'),
  bar('LG', 'S90TY', 'S90TY.DEUSLLK', 899, 2024, '5.1.3', 570, ATMOS, EARC_WIFI, 'Wireless'),
  bar('LG', 'S70TY', 'S70TY.DEUSLLK', 499, 2024, '3.1.1', 400, ATMOS, EARC_WIFI, 'Wireless'),
  bar('LG', 'SQC2', 'SQC2.DEUSLLK', 249, 2022, '2.1', 300, DD, ARC_BT, 'Wireless'),
  bar('LG', 'S40T', 'S40T.DEUSLLK', 179, 2024, '2.1', 300, DD, ARC_BT, 'Wireless'),
  bar('Sony', 'BRAVIA Theater Bar 9', 'HTA9000.CEL', 1299, 2024, '7.0.2', 585, ATMOS, EARC_WIFI, 'Optional'),
  bar('Sony', 'BRAVIA Theater Bar 8', 'HTA8000.CEL', 999, 2024, '5.0.2', 495, ATMOS, EARC_WIFI, 'Optional'),
  bar('Sony', 'HT-S2000', 'HTS2000.CEL', 449, 2023, '3.1', 250, ATMOS, 'HDMI eARC, Optical, Bluetooth', 'Built-in'),
  bar('Sony', 'HT-S400', 'HTS400.CEL', 279, 2022, '2.1', 330, DD, ARC_BT, 'Wireless'),
  bar('Sony', 'HT-SF150', 'HTSF150.CEL', 129, 2018, '2.0', 120, 'Dolby Digital', ARC_BT, 'None'),
  bar('Sonos', 'Arc Ultra', 'ARCULEU1', 999, 2024, '9.1.4', null, 'Dolby Atmos', 'HDMI eARC, Wi-Fi, Bluetooth', 'Built-in', inColours('Black:BLK', 'White:')),
  bar('Sonos', 'Beam (Gen 2)', 'BEAM2EU1', 499, 2021, '5.0', null, 'Dolby Atmos', 'HDMI eARC, Wi-Fi', 'Optional', inColours('Black:BLK', 'White:')),
  bar('Sonos', 'Ray', 'RAYG1EU1', 279, 2022, '3.0', null, 'Dolby Digital, DTS', 'Optical, Wi-Fi', 'Optional', inColours('Black:BLK', 'White:')),
  bar('Bose', 'Smart Ultra Soundbar', '8', 899, 2023, '5.1.2', null, 'Dolby Atmos', EARC_WIFI, 'Optional', inColours('Black:82457-2100', 'Arctic White:82457-2200')),
  bar('Bose', 'Smart Soundbar', '8', 499, 2024, '5.0.2', null, 'Dolby Atmos', EARC_WIFI, 'Optional', one('Black', '81458-2100')),
  bar('Bose', 'TV Speaker', '8', 279, 2020, '2.0', null, 'Dolby Digital', ARC_BT, 'Optional', one('Black', '38405-2100')),
  bar('JBL', 'Bar 1000', 'JBLBAR1000PROBLKEP', 999, 2022, '7.1.4', 880, ATMOS, EARC_WIFI, 'Wireless + detachable rear speakers'),
  bar('JBL', 'Bar 500', 'JBLBAR500PROBLKEP', 549, 2022, '5.1', 590, 'Dolby Atmos', EARC_WIFI, 'Wireless'),
  bar('JBL', 'Bar 300', 'JBLBAR300PROBLKEP', 399, 2022, '5.0', 260, 'Dolby Atmos', EARC_WIFI, 'Built-in'),
  bar('Yamaha', 'SR-C20A', 'SRC20ABL', 229, 2020, '2.1', 100, 'Dolby Digital, DTS', 'HDMI ARC, Optical, Bluetooth', 'Built-in'),
  bar('Yamaha', 'True X Bar 40A', 'SR-X40A', 499, 2022, '5.1.2 (virtual)', null, ATMOS, EARC_WIFI, 'Built-in', inColours('Carbon Gray:', 'White:W')),
];
