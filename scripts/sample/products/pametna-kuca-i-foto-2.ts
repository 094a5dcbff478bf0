import type { SampleProductLine, SampleVariant } from '../types.ts';
import { colours, combine, combineRev, inColours, one, opts, type Opt } from './variants.ts';

const F = 'fotoaparati';
const A = 'akcione-kamere';
const D = 'dronovi';

/** A lens line. */
function lens(
  brand: string, model: string, mpn: string, price: number, year: number,
  mount: string, focalLength: string, aperture: string, stabilization: string, weight: number, filterSize: number,
  variants: SampleVariant[] = one('Black'),
): SampleProductLine {
  return { category: 'objektivi', brand, model, mpn, price, year, specs: { mount, focalLength, aperture, stabilization, weight, filterSize }, variants };
}

/** Lens mount option for third-party lenses. */
const mnt = (name: string, suffix: string, delta = 0): Opt => [name, suffix, delta, { mount: name }];

const body: Opt = ['Body', ''];
const FF = 'Full-frame CMOS';
const APSC = 'APS-C CMOS';
const IBIS = '5-axis IBIS';
const DIG = 'Digital';
const SONY_E = 'Sony E';
const FUJI_X = 'Fujifilm X';
const CANON_RF = 'Canon RF';
const NIKON_Z = 'Nikon Z';
const L_MOUNT = 'L-Mount';

/** Cameras, lenses, action cameras and drones. */
export const PRODUCT_LINES: SampleProductLine[] = [
  { category: F, brand: 'Sony', model: 'α7 IV', mpn: 'ILCE-7M4', price: 2299, year: 2021, specs: { megapixels: 33, sensor: FF, mount: SONY_E, videoResolution: '4K 60p', stabilization: IBIS, weight: 658 }, variants: opts(body, ['Kit FE 28-70mm', 'K', 200]) },
  { category: F, brand: 'Sony', model: 'α7C II', mpn: 'ILCE-7CM2', price: 2199, year: 2023, specs: { megapixels: 33, sensor: FF, mount: SONY_E, videoResolution: '4K 60p', stabilization: IBIS, weight: 514 }, variants: combine([body, ['Kit FE 28-60mm', 'L', 300]], colours('Black:B', 'Silver:S')) },
  { category: F, brand: 'Sony', model: 'α7R V', mpn: 'ILCE-7RM5', price: 3999, year: 2022, specs: { megapixels: 61, sensor: FF, mount: SONY_E, videoResolution: '8K 24p', stabilization: IBIS, weight: 723 }, variants: one('Body') },
  { category: F, brand: 'Sony', model: 'α6400', mpn: 'ILCE-6400', price: 849, year: 2019, specs: { megapixels: 24.2, sensor: APSC, mount: SONY_E, videoResolution: '4K 30p', stabilization: DIG, weight: 403 }, variants: opts(['Body', 'B'], ['Kit E 16-50mm', 'LB', 100]) },
  { category: F, brand: 'Sony', model: 'α6700', mpn: 'ILCE-6700', price: 1499, year: 2023, specs: { megapixels: 26, sensor: APSC, mount: SONY_E, videoResolution: '4K 120p', stabilization: IBIS, weight: 493 }, variants: opts(body, ['Kit E 18-135mm', 'M', 400]) },
  { category: F, brand: 'Sony', model: 'ZV-E10 II', mpn: 'ZV-E10M2', price: 999, year: 2024, specs: { megapixels: 26, sensor: APSC, mount: SONY_E, videoResolution: '4K 60p', stabilization: DIG, weight: 377 }, variants: combine([body, ['Kit E PZ 16-50mm II', 'K', 100]], colours('Black:B', 'White:W')) },
  { category: F, brand: 'Sony', model: 'ZV-E1', mpn: 'ZV-E1', price: 2299, year: 2023, specs: { megapixels: 12, sensor: FF, mount: SONY_E, videoResolution: '4K 120p', stabilization: IBIS, weight: 483 }, variants: inColours('Black:B', 'White:W') },
  { category: F, brand: 'Sony', model: 'ZV-1 II', mpn: 'ZV1M2/B', price: 799, year: 2023, specs: { megapixels: 20.1, sensor: '1" CMOS', mount: 'Fixed lens 18-50mm', videoResolution: '4K 30p', stabilization: DIG, weight: 292 }, variants: one('Black') },
  { category: F, brand: 'Canon', model: 'EOS R50', mpn: '581', price: 699, year: 2023, specs: { megapixels: 24.2, sensor: APSC, mount: CANON_RF, videoResolution: '4K 30p', stabilization: DIG, weight: 375 }, variants: combineRev([['Body', 'C003'], ['Kit RF-S 18-45mm', 'C013', 100]], colours('Black:1', 'White:2')) },
  { category: F, brand: 'Canon', model: 'EOS R10', mpn: '5331C0', price: 949, year: 2022, specs: { megapixels: 24.2, sensor: APSC, mount: CANON_RF, videoResolution: '4K 60p', stabilization: DIG, weight: 429 }, variants: opts(['Body', '03'], ['Kit RF-S 18-45mm', '13', 100]) },
  { category: F, brand: 'Canon', model: 'EOS R8', mpn: '5803C0', price: 1499, year: 2023, specs: { megapixels: 24.2, sensor: FF, mount: CANON_RF, videoResolution: '4K 60p', stabilization: DIG, weight: 461 }, variants: opts(['Body', '04'], ['Kit RF 24-50mm', '13', 200]) },
  { category: F, brand: 'Canon', model: 'EOS R6 Mark II', mpn: '5666C0', price: 2499, year: 2022, specs: { megapixels: 24.2, sensor: FF, mount: CANON_RF, videoResolution: '4K 60p', stabilization: IBIS, weight: 670 }, variants: opts(['Body', '04'], ['Kit RF 24-105mm F4L', '13', 1000]) },
  { category: F, brand: 'Canon', model: 'EOS R5 Mark II', mpn: '6536C004', price: 4499, year: 2024, specs: { megapixels: 45, sensor: FF, mount: CANON_RF, videoResolution: '8K 60p', stabilization: IBIS, weight: 746 }, variants: one('Body') },
  { category: F, brand: 'Canon', model: 'EOS R100', mpn: '6052C013', price: 599, year: 2023, specs: { megapixels: 24.1, sensor: APSC, mount: CANON_RF, videoResolution: '4K 24p', stabilization: '—', weight: 356 }, variants: one('Kit RF-S 18-45mm') },
  { category: F, brand: 'Canon', model: 'EOS 2000D', mpn: '2728C003', price: 449, year: 2018, specs: { megapixels: 24.1, sensor: APSC, mount: 'Canon EF-S', videoResolution: '1080p 30p', stabilization: '—', weight: 475 }, variants: one('Kit EF-S 18-55mm') },
  { category: F, brand: 'Canon', model: 'PowerShot G7 X Mark III', mpn: '363', price: 799, year: 2019, specs: { megapixels: 20.1, sensor: '1" CMOS', mount: 'Fixed lens 24-100mm', videoResolution: '4K 30p', stabilization: 'Optical', weight: 304 }, variants: inColours('Black:7C002', 'Silver:8C002') },
  { category: F, brand: 'Nikon', model: 'Z5II', mpn: 'VOA140', price: 1699, year: 2025, specs: { megapixels: 24.5, sensor: FF, mount: NIKON_Z, videoResolution: '4K 60p', stabilization: IBIS, weight: 700 }, variants: opts(['Body', 'AE'], ['Kit Z 24-70mm f/4 S', 'K001', 500]) },
  { category: F, brand: 'Nikon', model: 'Z6III', mpn: 'VOA120', price: 2599, year: 2024, specs: { megapixels: 24.5, sensor: 'Full-frame partially stacked CMOS', mount: NIKON_Z, videoResolution: '6K 60p RAW', stabilization: IBIS, weight: 760 }, variants: opts(['Body', 'AE'], ['Kit Z 24-120mm f/4 S', 'K001', 900]) },
  { category: F, brand: 'Nikon', model: 'Zf', mpn: 'VOA110AE', price: 2299, year: 2023, specs: { megapixels: 24.5, sensor: FF, mount: NIKON_Z, videoResolution: '4K 60p', stabilization: IBIS, weight: 710 }, variants: one('Body') },
  { category: F, brand: 'Nikon', model: 'Z50II', mpn: 'VOA150', price: 899, year: 2024, specs: { megapixels: 20.9, sensor: APSC, mount: NIKON_Z, videoResolution: '4K 60p', stabilization: DIG, weight: 550 }, variants: opts(['Body', 'AE'], ['Kit Z DX 16-50mm VR', 'K001', 100]) },
  { category: F, brand: 'Nikon', model: 'Z fc', mpn: 'VOA090K001', price: 899, year: 2021, specs: { megapixels: 20.9, sensor: APSC, mount: NIKON_Z, videoResolution: '4K 30p', stabilization: DIG, weight: 445 }, variants: one('Kit Z DX 16-50mm VR, Silver') },
  { category: F, brand: 'Nikon', model: 'Z30', mpn: 'VOA100K001', price: 699, year: 2022, specs: { megapixels: 20.9, sensor: APSC, mount: NIKON_Z, videoResolution: '4K 30p', stabilization: DIG, weight: 405 }, variants: one('Kit Z DX 16-50mm VR') },
  { category: F, brand: 'Fujifilm', model: 'X-T5', mpn: '167822', price: 1799, year: 2022, specs: { megapixels: 40.2, sensor: 'APS-C X-Trans CMOS 5 HR', mount: FUJI_X, videoResolution: '6.2K 30p', stabilization: IBIS, weight: 557 }, variants: inColours('Black:46', 'Silver:72') },
  { category: F, brand: 'Fujifilm', model: 'X-S20', mpn: '16781826', price: 1299, year: 2023, specs: { megapixels: 26.1, sensor: 'APS-C X-Trans CMOS 4', mount: FUJI_X, videoResolution: '6.2K 30p', stabilization: IBIS, weight: 491 }, variants: one('Black') },
  { category: F, brand: 'Fujifilm', model: 'X100VI', mpn: '168219', price: 1699, year: 2024, specs: { megapixels: 40.2, sensor: 'APS-C X-Trans CMOS 5 HR', mount: 'Fixed lens 23mm f/2', videoResolution: '6.2K 30p', stabilization: IBIS, weight: 521 }, variants: inColours('Silver:51', 'Black:63') },
  { category: F, brand: 'Fujifilm', model: 'X-M5', mpn: '168', price: 899, year: 2024, specs: { megapixels: 26.1, sensor: 'APS-C X-Trans CMOS 4', mount: FUJI_X, videoResolution: '6.2K 30p', stabilization: DIG, weight: 355 }, variants: inColours('Black:85104', 'Silver:85116') },
  { category: F, brand: 'Fujifilm', model: 'X-T50', mpn: '168', price: 1399, year: 2024, specs: { megapixels: 40.2, sensor: 'APS-C X-Trans CMOS 5 HR', mount: FUJI_X, videoResolution: '6.2K 30p', stabilization: IBIS, weight: 438 }, variants: inColours('Black:38405', 'Silver:38417', 'Charcoal Silver:38429') },
  { category: F, brand: 'Panasonic', model: 'LUMIX S5II', mpn: 'DC-S5M2E', price: 1899, year: 2023, specs: { megapixels: 24.2, sensor: FF, mount: L_MOUNT, videoResolution: '6K 30p', stabilization: IBIS, weight: 740 }, variants: one('Body') },
  { category: F, brand: 'Fujifilm', model: 'instax mini 12', mpn: '16806', price: 79, year: 2023, specs: { sensor: 'instax mini film', mount: 'Fixed lens', focalLength: '60', aperture: 'f/12.7', weight: 306 }, variants: inColours('Clay White:121', 'Blossom Pink:107', 'Pastel Blue:092', 'Mint Green:119', 'Lilac Purple:133') },

  // Lenses
  lens('Sony', 'FE 24-70mm F2.8 GM II', 'SEL2470GM2.SYX', 2099, 2022, SONY_E, '24–70', 'f/2.8', '—', 695, 82),
  lens('Sony', 'FE 50mm F1.8', 'SEL50F18F.SYX', 229, 2016, SONY_E, '50', 'f/1.8', '—', 186, 49),
  lens('Sony', 'FE 85mm F1.8', 'SEL85F18.SYX', 549, 2017, SONY_E, '85', 'f/1.8', '—', 371, 67),
  lens('Sony', 'FE 20-70mm F4 G', 'SEL2070G.SYX', 1099, 2023, SONY_E, '20–70', 'f/4', '—', 488, 72),
  lens('Sony', 'E 18-135mm F3.5-5.6 OSS', 'SEL18135.SYX', 549, 2018, SONY_E, '18–135', 'f/3.5–5.6', 'OSS', 325, 55),
  lens('Sony', 'FE 70-200mm F4 Macro G OSS II', 'SEL70200G2.SYX', 1599, 2023, SONY_E, '70–200', 'f/4', 'OSS', 794, 72, one('White')),
  lens('Canon', 'RF 50mm F1.8 STM', '4515C005', 199, 2020, CANON_RF, '50', 'f/1.8', '—', 160, 43),
  lens('Canon', 'RF 24-105mm F4L IS USM', '2963C005', 1199, 2018, CANON_RF, '24–105', 'f/4', 'IS', 700, 77),
  lens('Canon', 'RF-S 18-150mm F3.5-6.3 IS STM', '4858C005', 449, 2022, CANON_RF, '18–150', 'f/3.5–6.3', 'IS', 310, 55),
  lens('Canon', 'RF 35mm F1.8 Macro IS STM', '2973C005', 499, 2018, CANON_RF, '35', 'f/1.8', 'IS', 305, 52),
  lens('Canon', 'RF 100-400mm F5.6-8 IS USM', '5050C005', 649, 2021, CANON_RF, '100–400', 'f/5.6–8', 'IS', 635, 67),
  lens('Nikon', 'NIKKOR Z 50mm f/1.8 S', 'JMA001DA', 549, 2018, NIKON_Z, '50', 'f/1.8', '—', 415, 62),
  lens('Nikon', 'NIKKOR Z 24-120mm f/4 S', 'JMA714DA', 999, 2021, NIKON_Z, '24–120', 'f/4', '—', 630, 77),
  lens('Nikon', 'NIKKOR Z DX 18-140mm f/3.5-6.3 VR', 'JMA712DA', 599, 2021, NIKON_Z, '18–140', 'f/3.5–6.3', 'VR', 315, 62),
  lens('Nikon', 'NIKKOR Z 28-75mm f/2.8', 'JMA716DA', 899, 2022, NIKON_Z, '28–75', 'f/2.8', '—', 565, 67),
  lens('Fujifilm', 'XF 18-55mm F2.8-4 R LM OIS', '16276479', 699, 2012, FUJI_X, '18–55', 'f/2.8–4', 'OIS', 310, 58),
  lens('Fujifilm', 'XF 16-50mm F2.8-4.8 R LM WR', '16797658', 749, 2024, FUJI_X, '16–50', 'f/2.8–4.8', '—', 240, 58),
  lens('Fujifilm', 'XF 35mm F1.4 R', '16240755', 549, 2012, FUJI_X, '35', 'f/1.4', '—', 187, 52),
  lens('Fujifilm', 'XF 23mm F2 R WR', '165231', 449, 2016, FUJI_X, '23', 'f/2', '—', 180, 43, inColours('Black:69', 'Silver:71')),
  lens('Sigma', '18-50mm F2.8 DC DN | Contemporary', '5859', 499, 2021, SONY_E, '18–50', 'f/2.8', '—', 290, 55, opts(mnt(SONY_E, '65'), mnt(FUJI_X, '75'), mnt(L_MOUNT, '69'), mnt(CANON_RF, '71', 20))),
  lens('Sigma', '24-70mm F2.8 DG DN II | Art', '5789', 1199, 2024, SONY_E, '24–70', 'f/2.8', '—', 735, 82, opts(mnt(SONY_E, '65'), mnt(L_MOUNT, '69'))),
  lens('Sigma', '30mm F1.4 DC DN | Contemporary', '3029', 299, 2016, SONY_E, '30', 'f/1.4', '—', 265, 52, opts(mnt(SONY_E, '65'), mnt(FUJI_X, '75'), mnt(CANON_RF, '71', 20), mnt(NIKON_Z, '63', 20), mnt(L_MOUNT, '69'))),
  lens('Tamron', '28-75mm F/2.8 Di III VXD G2', 'A063', 749, 2021, SONY_E, '28–75', 'f/2.8', '—', 540, 67, opts(mnt(SONY_E, 'S'), mnt(NIKON_Z, 'Z'))),
  lens('Tamron', '17-70mm F/2.8 Di III-A VC RXD', 'B070', 699, 2021, SONY_E, '17–70', 'f/2.8', 'VC', 525, 67, opts(mnt(SONY_E, 'S'), mnt(FUJI_X, 'X'))),
  lens('Tamron', '70-180mm F/2.8 Di III VXD G2', 'A065', 1299, 2023, SONY_E, '70–180', 'f/2.8', 'VC', 855, 67, opts(mnt(SONY_E, 'S'), mnt(NIKON_Z, 'Z'))),
  lens('Viltrox', 'AF 56mm F1.4', 'AF56/1.4-', 279, 2021, SONY_E, '56', 'f/1.4', '—', 290, 52, opts(mnt(SONY_E, 'E'), mnt(FUJI_X, 'XF'), mnt(NIKON_Z, 'Z'))),

  // Action cameras
  { category: A, brand: 'GoPro', model: 'HERO13 Black', mpn: 'CHD', price: 449, year: 2024, specs: { videoResolution: '5.3K 60p', megapixels: 27, waterResistance: '10 m', stabilization: 'HyperSmooth 6.0', battery: 1900, weight: 159 }, variants: opts(['Standard', 'HX-131-RW'], ['Accessories Bundle', 'RB-131-RW', 80], ['Creator Edition', 'FB-131-EU', 150]) },
  { category: A, brand: 'GoPro', model: 'HERO12 Black', mpn: 'CHDHX-121-RW', price: 349, year: 2023, specs: { videoResolution: '5.3K 60p', megapixels: 27, waterResistance: '10 m', stabilization: 'HyperSmooth 6.0', battery: 1720, weight: 154 }, variants: one('Standard') },
  { category: A, brand: 'GoPro', model: 'HERO (2024)', mpn: 'CHDHF-131-EW', price: 219, year: 2024, specs: { videoResolution: '4K 30p', megapixels: 12, waterResistance: '5 m', stabilization: 'Digital', battery: 1255, weight: 86 }, variants: one('Standard') },
  { category: A, brand: 'GoPro', model: 'MAX2', mpn: 'CHDHZ-202-RW', price: 549, year: 2025, specs: { videoResolution: '8K 30p (360°)', megapixels: 29, waterResistance: '5 m', stabilization: 'Max HyperSmooth', battery: 1960, weight: 195 }, variants: one('Standard') },
  { category: A, brand: 'DJI', model: 'Osmo Action 5 Pro', mpn: 'CP.OS.0000034', price: 349, year: 2024, specs: { videoResolution: '4K 120p', megapixels: 40, waterResistance: '20 m', stabilization: 'RockSteady 3.0+, HorizonSteady', battery: 1950, weight: 146 }, variants: opts(['Standard Combo', '4.01'], ['Adventure Combo', '5.01', 100]) },
  { category: A, brand: 'DJI', model: 'Osmo Action 4', mpn: 'CP.OS.0000026', price: 279, year: 2023, specs: { videoResolution: '4K 120p', megapixels: 10, waterResistance: '18 m', stabilization: 'RockSteady 3.0+, HorizonSteady', battery: 1770, weight: 145 }, variants: opts(['Standard Combo', '9.01'], ['Adventure Combo', '8.01', 90]) },
  { category: A, brand: 'DJI', model: 'Osmo 360', mpn: 'CP.OS.0000040', price: 479, year: 2025, specs: { videoResolution: '8K 30p (360°)', megapixels: 120, waterResistance: '10 m', stabilization: 'RockSteady 3.0, HorizonSteady', battery: 1950, weight: 183 }, variants: opts(['Standard Combo', '1.01'], ['Adventure Combo', '2.01', 100]) },
  { category: A, brand: 'DJI', model: 'Osmo Pocket 3', mpn: 'CP.OS.0000030', price: 539, year: 2023, specs: { videoResolution: '4K 120p', megapixels: 9.4, sensor: '1" CMOS', stabilization: '3-axis gimbal', battery: 1300, weight: 179 }, variants: opts(['Standard', '1.01'], ['Creator Combo', '2.01', 150]) },
  { category: A, brand: 'Insta360', model: 'X5', mpn: 'CINSAAQ', price: 579, year: 2025, specs: { videoResolution: '8K 30p (360°)', megapixels: 72, waterResistance: '15 m', stabilization: 'FlowState, 360° Horizon Lock', battery: 2400, weight: 200 }, variants: opts(['Standalone', '/A'], ['Essentials Bundle', '/B', 110]) },
  { category: A, brand: 'Insta360', model: 'X4', mpn: 'CINSABMA', price: 449, year: 2024, specs: { videoResolution: '8K 30p (360°)', megapixels: 72, waterResistance: '10 m', stabilization: 'FlowState, 360° Horizon Lock', battery: 2290, weight: 203 }, variants: one('Standalone') },
  { category: A, brand: 'Insta360', model: 'Ace Pro 2', mpn: 'CINSAAX', price: 429, year: 2024, specs: { videoResolution: '8K 30p', megapixels: 50, waterResistance: '12 m', stabilization: 'FlowState', battery: 1800, weight: 177 }, variants: opts(['Standalone', '/A'], ['Dual Battery Bundle', '/B', 30]) },
  { category: A, brand: 'Insta360', model: 'GO 3S', mpn: 'CINSAATA', price: 379, year: 2024, specs: { videoResolution: '4K 30p', megapixels: 12, waterResistance: '10 m', stabilization: 'FlowState', battery: 1270, weight: 39 }, variants: combine([['64 GB', '64'], ['128 GB', '128', 40]], colours('Midnight Black:B', 'Arctic White:W')) },
  { category: A, brand: 'AKASO', model: 'Brave 7', mpn: 'BRAVE7', price: 149, year: 2021, specs: { videoResolution: '4K 30p', megapixels: 20, waterResistance: '10 m', stabilization: 'EIS 2.0', battery: 1350, weight: 127 }, variants: one('Black') },

  // Drones
  { category: D, brand: 'DJI', model: 'Mini 5 Pro', mpn: 'CP.MA.000', price: 799, year: 2025, specs: { weight: 249.9, flightTime: 36, videoResolution: '4K 120p', megapixels: 50, sensor: '1" CMOS', transmission: 'DJI O4+, 20 km' }, variants: opts(['DJI RC-N3', '03001.01'], ['DJI RC 2', '03002.01', 200], ['Fly More Combo (DJI RC 2)', '03003.01', 300]) },
  { category: D, brand: 'DJI', model: 'Mini 4 Pro', mpn: 'CP.MA.000', price: 799, year: 2023, specs: { weight: 249, flightTime: 34, videoResolution: '4K 100p', megapixels: 48, sensor: '1/1.3" CMOS', transmission: 'DJI O4, 20 km' }, variants: opts(['DJI RC-N2', '00731.01'], ['DJI RC 2', '00732.01', 200], ['Fly More Combo (DJI RC 2)', '00733.01', 300], ['Fly More Combo Plus (DJI RC 2)', '00735.01', 400, { flightTime: 45 }]) },
  { category: D, brand: 'DJI', model: 'Mini 4K', mpn: 'CP.MA.000', price: 299, year: 2024, specs: { weight: 249, flightTime: 31, videoResolution: '4K 30p', megapixels: 12, sensor: '1/2.3" CMOS', transmission: 'DJI O2, 10 km' }, variants: opts(['Standard', '00777.01'], ['Fly More Combo', '00778.01', 100]) },
  { category: D, brand: 'DJI', model: 'Air 3S', mpn: 'CP.MA.000', price: 1099, year: 2024, specs: { weight: 724, flightTime: 45, videoResolution: '4K 60p HDR', megapixels: 50, sensor: '1" + 1/1.3" CMOS (dual camera)', transmission: 'DJI O4, 20 km' }, variants: opts(['DJI RC-N3', '00987.01'], ['Fly More Combo (DJI RC 2)', '00988.01', 300]) },
  { category: D, brand: 'DJI', model: 'Mavic 4 Pro', mpn: 'CP.MA.000', price: 2099, year: 2025, specs: { weight: 1063, flightTime: 51, videoResolution: '6K 60p HDR', megapixels: 100, sensor: '4/3 CMOS Hasselblad (triple camera)', transmission: 'DJI O4+, 30 km' }, variants: opts(['DJI RC 2', '01101.01'], ['Fly More Combo (DJI RC 2)', '01102.01', 700], ['Creator Combo (DJI RC Pro 2)', '01103.01', 1600]) },
  { category: D, brand: 'DJI', model: 'Neo', mpn: 'CP.FP.000', price: 199, year: 2024, specs: { weight: 135, flightTime: 18, videoResolution: '4K 30p', megapixels: 12, sensor: '1/2" CMOS', transmission: 'Wi-Fi / DJI O4 (with RC), 10 km' }, variants: opts(['Standard', '00161.01'], ['Fly More Combo', '00162.01', 100]) },
  { category: D, brand: 'DJI', model: 'Flip', mpn: 'CP.FP.000', price: 439, year: 2025, specs: { weight: 249, flightTime: 31, videoResolution: '4K 60p', megapixels: 48, sensor: '1/1.3" CMOS', transmission: 'DJI O4, 13 km' }, variants: opts(['DJI RC-N3', '00270.01'], ['Fly More Combo (DJI RC 2)', '00271.01', 170]) },
  { category: D, brand: 'DJI', model: 'Avata 2', mpn: 'CP.FP.000', price: 999, year: 2024, specs: { weight: 377, flightTime: 23, videoResolution: '4K 60p', megapixels: 12, sensor: '1/1.3" CMOS', transmission: 'DJI O4, 13 km' }, variants: opts(['Fly More Combo (Single Battery)', '00151.01'], ['Fly More Combo (Three Batteries)', '00152.01', 200]) },
  { category: D, brand: 'Potensic', model: 'ATOM 2', mpn: 'ATOM2-', price: 299, year: 2024, specs: { weight: 249, flightTime: 32, videoResolution: '4K 30p', megapixels: 48, sensor: '1/2" CMOS', transmission: 'PixSync 4.0, 10 km' }, variants: opts(['Standard', 'STD'], ['Fly More Combo', 'FMC', 100]) },
  { category: D, brand: 'HOVERAir', model: 'X1 Smart', mpn: 'X1S-', price: 439, year: 2024, specs: { weight: 192, flightTime: 11, videoResolution: '4K 30p', megapixels: 12, sensor: '1/2" CMOS', transmission: 'Wi-Fi' }, variants: inColours('Black:BK', 'White:WH') },
];
