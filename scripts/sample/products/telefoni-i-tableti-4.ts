import type { SampleProductLine } from '../types.ts';
import { colours, combine, inColours, one, opts, type Opt } from './variants.ts';

const W = 'pametni-satovi';
const B = 'fitnes-narukvice';
const CH = 'punjaci';
const PB = 'prenosive-baterije';

const mm = (size: number, suffix: string, delta = 0): Opt => [`${size} mm`, suffix, delta, { caseSize: size }, 'size'];

/** Smartwatches, fitness trackers, chargers and power banks. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: W, brand: 'Apple', model: 'Watch Series 11 GPS', mpn: 'MEU', price: 449, year: 2025,
    specs: { caseSize: 42, panel: 'LTPO3 OLED', batteryLife: 24, waterResistance: '5 ATM, IP6X', os: 'watchOS 26', connectivity: 'Bluetooth 5.3, Wi-Fi', weight: 30.3 },
    variants: combine([mm(42, '6'), mm(46, '8', 30)], colours('Jet Black Aluminium:0', 'Silver Aluminium:1', 'Rose Gold Aluminium:2', 'Space Gray Aluminium:3')),
  },
  {
    category: W, brand: 'Apple', model: 'Watch SE 3 GPS', mpn: 'MEH', price: 279, year: 2025,
    specs: { caseSize: 40, panel: 'LTPO2 OLED', batteryLife: 32, waterResistance: '5 ATM, IP6X', os: 'watchOS 26', connectivity: 'Bluetooth 5.3, Wi-Fi', weight: 26.3 },
    variants: combine([mm(40, '4'), mm(44, '6', 30)], colours('Midnight Aluminium:1', 'Starlight Aluminium:2')),
  },
  {
    category: W, brand: 'Apple', model: 'Watch Ultra 3 GPS + Cellular', mpn: 'MF', price: 899, year: 2025,
    specs: { caseSize: 49, panel: 'LTPO3 OLED', batteryLife: 42, waterResistance: '10 ATM, IP6X', os: 'watchOS 26', connectivity: '5G, Bluetooth 5.3, Wi-Fi', weight: 61.6 },
    variants: inColours('Natural Titanium:EX4', 'Black Titanium:EY4'),
  },
  {
    category: W, brand: 'Samsung', model: 'Galaxy Watch8', mpn: 'SM-L3', price: 349, year: 2025,
    specs: { caseSize: 40, panel: 'Super AMOLED', batteryLife: 40, waterResistance: '5 ATM, IP68', os: 'Wear OS 6', connectivity: 'Bluetooth 5.3, Wi-Fi', weight: 30 },
    variants: combine([mm(40, '20'), mm(44, '30', 30)], colours('Graphite:NZKAEUE', 'Silver:NZSAEUE')),
  },
  {
    category: W, brand: 'Samsung', model: 'Galaxy Watch8 Classic', mpn: 'SM-L500', price: 449, year: 2025,
    specs: { caseSize: 46, panel: 'Super AMOLED', batteryLife: 40, waterResistance: '5 ATM, IP68', os: 'Wear OS 6', connectivity: 'Bluetooth 5.3, Wi-Fi', weight: 63.5 },
    variants: inColours('Black:NZKAEUE', 'White:NZWAEUE'),
  },
  {
    category: W, brand: 'Samsung', model: 'Galaxy Watch Ultra (2025)', mpn: 'SM-L705F', price: 649, year: 2025,
    specs: { caseSize: 47, panel: 'Super AMOLED', batteryLife: 100, waterResistance: '10 ATM, IP68', os: 'Wear OS 6', connectivity: 'LTE, Bluetooth 5.3, Wi-Fi', weight: 60.5 },
    variants: inColours('Titanium Blue:DBAEUE', 'Titanium Silver:ZSAEUE', 'Titanium Gray:ZTAEUE', 'Titanium White:ZWAEUE'),
  },
  {
    category: W, brand: 'Samsung', model: 'Galaxy Watch7', mpn: 'SM-L3', price: 249, year: 2024,
    specs: { caseSize: 40, panel: 'Super AMOLED', batteryLife: 40, waterResistance: '5 ATM, IP68', os: 'Wear OS 5', connectivity: 'Bluetooth 5.3, Wi-Fi', weight: 28.8 },
    variants: combine([mm(40, '00'), mm(44, '10', 30)], colours('Green:NZGAEUE', 'Silver:NZSAEUE')),
  },
  {
    category: W, brand: 'Google', model: 'Pixel Watch 3', mpn: 'GA0', price: 399, year: 2024,
    specs: { caseSize: 41, panel: 'AMOLED LTPO', batteryLife: 24, waterResistance: '5 ATM, IP68', os: 'Wear OS 5', connectivity: 'Bluetooth 5.3, Wi-Fi', weight: 31 },
    variants: combine([mm(41, '53'), mm(45, '57', 50)], colours('Matte Black:01', 'Polished Silver:02')),
  },
  {
    category: W, brand: 'Garmin', model: 'Forerunner 265', mpn: '010-02810-', price: 399, year: 2023,
    specs: { caseSize: 46, panel: 'AMOLED', batteryLife: 312, waterResistance: '5 ATM', connectivity: 'Bluetooth, ANT+, Wi-Fi', weight: 47 },
    variants: inColours('Black:10', 'Whitestone:11', 'Aqua:12'),
  },
  {
    category: W, brand: 'Garmin', model: 'Forerunner 965', mpn: '010-02809-', price: 549, year: 2023,
    specs: { caseSize: 47, panel: 'AMOLED', batteryLife: 552, waterResistance: '5 ATM', connectivity: 'Bluetooth, ANT+, Wi-Fi', weight: 53 },
    variants: inColours('Black:10', 'Whitestone:11', 'Amp Yellow:12'),
  },
  {
    category: W, brand: 'Garmin', model: 'Forerunner 165', mpn: '010-02863-', price: 249, year: 2024,
    specs: { caseSize: 43, panel: 'AMOLED', batteryLife: 264, waterResistance: '5 ATM', connectivity: 'Bluetooth, ANT+', weight: 39 },
    variants: inColours('Black/Slate Grey:20', 'Mist Grey/Whitestone:21'),
  },
  {
    category: W, brand: 'Garmin', model: 'fēnix 8 AMOLED 47 mm', mpn: '010-02904-', price: 999, year: 2024,
    specs: { caseSize: 47, panel: 'AMOLED', batteryLife: 384, waterResistance: '10 ATM', connectivity: 'Bluetooth, ANT+, Wi-Fi', weight: 79 },
    variants: inColours('Slate Gray:00', 'Silver/Black:01'),
  },
  {
    category: W, brand: 'Garmin', model: 'Venu 3', mpn: '010-02784-', price: 449, year: 2023,
    specs: { caseSize: 45, panel: 'AMOLED', batteryLife: 336, waterResistance: '5 ATM', connectivity: 'Bluetooth, ANT+, Wi-Fi', weight: 47 },
    variants: inColours('Slate/Black:01', 'Silver/Whitestone:00'),
  },
  {
    category: W, brand: 'Garmin', model: 'vívoactive 6', mpn: '010-02973-', price: 299, year: 2025,
    specs: { caseSize: 42, panel: 'AMOLED', batteryLife: 264, waterResistance: '5 ATM', connectivity: 'Bluetooth, ANT+, Wi-Fi', weight: 36 },
    variants: inColours('Slate/Black:10', 'Pink Dawn/Metallic Bronze:11', 'Ivory/Pale Gold:12'),
  },
  {
    category: W, brand: 'Garmin', model: 'Instinct 3 AMOLED 45 mm', mpn: '010-02936-', price: 449, year: 2025,
    specs: { caseSize: 45, panel: 'AMOLED', batteryLife: 576, waterResistance: '10 ATM', connectivity: 'Bluetooth, ANT+', weight: 57 },
    variants: inColours('Black:00', 'Neo Tropic:01'),
  },
  {
    category: W, brand: 'Huawei', model: 'Watch GT 5 46 mm', mpn: '5502', price: 249, year: 2024,
    specs: { caseSize: 46, panel: 'AMOLED', batteryLife: 336, waterResistance: '5 ATM', os: 'HarmonyOS', connectivity: 'Bluetooth 5.2', weight: 48 },
    variants: inColours('Black:0900', 'Brown:0901', 'Grey:0902'),
  },
  {
    category: W, brand: 'Huawei', model: 'Watch GT 5 Pro 46 mm', mpn: '5502', price: 349, year: 2024,
    specs: { caseSize: 46, panel: 'AMOLED', batteryLife: 336, waterResistance: '5 ATM', os: 'HarmonyOS', connectivity: 'Bluetooth 5.2', weight: 53 },
    variants: opts(['Black, Fluoroelastomer Strap', '0910'], ['Titanium, Titanium Strap', '0911', 100]),
  },
  {
    category: W, brand: 'Huawei', model: 'Watch 5 46 mm', mpn: '5502', price: 499, year: 2025,
    specs: { caseSize: 46, panel: 'LTPO AMOLED', batteryLife: 96, waterResistance: '5 ATM, IP69', os: 'HarmonyOS', connectivity: 'eSIM, Bluetooth 5.2', weight: 46 },
    variants: inColours('Black:0920', 'Titanium:0921:150'),
  },
  {
    category: W, brand: 'Xiaomi', model: 'Watch S4 47 mm', mpn: 'BHR9', price: 199, year: 2025,
    specs: { caseSize: 47, panel: 'AMOLED', batteryLife: 360, waterResistance: '5 ATM', os: 'Xiaomi HyperOS', connectivity: 'Bluetooth 5.3', weight: 44.5 },
    variants: inColours('Black:108GL', 'Silver:109GL'),
  },
  {
    category: W, brand: 'Xiaomi', model: 'Redmi Watch 5', mpn: 'BHR9', price: 99, year: 2025,
    specs: { caseSize: 49, panel: 'AMOLED', batteryLife: 576, waterResistance: '5 ATM', os: 'Xiaomi HyperOS', connectivity: 'Bluetooth 5.3', weight: 29 },
    variants: inColours('Obsidian Black:338GL', 'Silver Gray:339GL', 'Lavender Purple:340GL'),
  },
  {
    category: W, brand: 'Amazfit', model: 'Balance', mpn: 'W2286', price: 249, year: 2023,
    specs: { caseSize: 46, panel: 'AMOLED', batteryLife: 336, waterResistance: '5 ATM', os: 'Zepp OS 3', connectivity: 'Bluetooth 5.2, Wi-Fi', weight: 35 },
    variants: inColours('Midnight:GL1', 'Sunset:GL2'),
  },
  {
    category: W, brand: 'Amazfit', model: 'Active 2', mpn: 'W2211', price: 99, year: 2025,
    specs: { caseSize: 44, panel: 'AMOLED', batteryLife: 240, waterResistance: '5 ATM', os: 'Zepp OS 4', connectivity: 'Bluetooth 5.2', weight: 29.5 },
    variants: opts(['Black, Silicone Strap', 'EU1N'], ['Premium, Leather Strap', 'EU2N', 30]),
  },
  {
    category: W, brand: 'Amazfit', model: 'T-Rex 3', mpn: 'W2401', price: 279, year: 2024,
    specs: { caseSize: 48, panel: 'AMOLED', batteryLife: 648, waterResistance: '10 ATM', os: 'Zepp OS 4', connectivity: 'Bluetooth 5.2, Wi-Fi', weight: 68 },
    variants: inColours('Onyx:OV1', 'Lava:OV2'),
  },

  // Fitness trackers
  {
    category: B, brand: 'Xiaomi', model: 'Smart Band 10', mpn: 'BHR9', price: 49, year: 2025,
    specs: { screenSize: 1.72, panel: 'AMOLED', batteryLife: 504, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.4', weight: 15.95 },
    variants: inColours('Midnight Black:961GL', 'Glimmer White:962GL', 'Mint Green:963GL', 'Pink:964GL'),
  },
  {
    category: B, brand: 'Xiaomi', model: 'Smart Band 9', mpn: 'BHR8', price: 39, year: 2024,
    specs: { screenSize: 1.62, panel: 'AMOLED', batteryLife: 504, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.4', weight: 15.8 },
    variants: inColours('Midnight Black:337GL', 'Glacier Silver:340GL', 'Arctic Blue:341GL', 'Mystic Rose:345GL'),
  },
  {
    category: B, brand: 'Xiaomi', model: 'Smart Band 9 Pro', mpn: 'BHR8', price: 79, year: 2024,
    specs: { screenSize: 1.74, panel: 'AMOLED', batteryLife: 504, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.4, GNSS', weight: 24.5 },
    variants: inColours('Obsidian Black:974GL', 'Moonlight White:975GL', 'Rose Gold:976GL'),
  },
  {
    category: B, brand: 'Huawei', model: 'Band 10', mpn: '5502', price: 59, year: 2025,
    specs: { screenSize: 1.47, panel: 'AMOLED', batteryLife: 336, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.0', weight: 14 },
    variants: inColours('Black:1500', 'Matte White:1501', 'Pink:1502', 'Green:1503', 'Purple:1504:10'),
  },
  {
    category: B, brand: 'Huawei', model: 'Watch Fit 4', mpn: '5502', price: 149, year: 2025,
    specs: { screenSize: 1.82, panel: 'AMOLED', batteryLife: 240, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.2, GNSS', weight: 27 },
    variants: inColours('Black:1600', 'White:1601', 'Purple:1602'),
  },
  {
    category: B, brand: 'Huawei', model: 'Watch Fit 4 Pro', mpn: '5502', price: 229, year: 2025,
    specs: { screenSize: 1.82, panel: 'AMOLED', batteryLife: 240, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.2, GNSS, NFC', weight: 30.4 },
    variants: inColours('Black:1610', 'Blue:1611', 'Green:1612'),
  },
  {
    category: B, brand: 'Samsung', model: 'Galaxy Fit3', mpn: 'SM-R390', price: 59, year: 2024,
    specs: { screenSize: 1.6, panel: 'AMOLED', batteryLife: 312, waterResistance: '5 ATM, IP68', connectivity: 'Bluetooth 5.3', weight: 18.5 },
    variants: inColours('Gray:NZAAEUE', 'Silver:NZSAEUE', 'Pink Gold:NIDAEUE'),
  },
  {
    category: B, brand: 'Fitbit', model: 'Charge 6', mpn: 'GA0', price: 159, year: 2023,
    specs: { screenSize: 1.04, panel: 'AMOLED', batteryLife: 168, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.0, GPS, NFC', weight: 30 },
    variants: inColours('Obsidian:5142', 'Porcelain:5143', 'Coral:5144'),
  },
  {
    category: B, brand: 'Fitbit', model: 'Inspire 3', mpn: 'FB424', price: 89, year: 2022,
    specs: { screenSize: 0.74, panel: 'AMOLED', batteryLife: 240, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.0', weight: 17.7 },
    variants: inColours('Midnight Zen:BKBK', 'Lilac Bliss:BKLV', 'Morning Glow:BKWT'),
  },
  {
    category: B, brand: 'Garmin', model: 'vívosmart 5', mpn: '010-02645-', price: 149, year: 2022,
    specs: { screenSize: 0.41, panel: 'OLED', batteryLife: 168, waterResistance: '5 ATM', connectivity: 'Bluetooth, ANT+', weight: 24.5 },
    variants: inColours('Black:10', 'White:11', 'Cool Mint:12'),
  },
  {
    category: B, brand: 'Amazfit', model: 'Band 7', mpn: 'W2177', price: 49, year: 2022,
    specs: { screenSize: 1.47, panel: 'AMOLED', batteryLife: 432, waterResistance: '5 ATM', connectivity: 'Bluetooth 5.2', weight: 28 },
    variants: inColours('Black:OV1', 'Beige:OV2'),
  },
  {
    category: B, brand: 'Amazfit', model: 'Helio Strap', mpn: 'W2507', price: 99, year: 2025,
    specs: { batteryLife: 240, waterResistance: '10 ATM', connectivity: 'Bluetooth 5.2', weight: 19.4 },
    variants: one('Black', 'OV1'),
  },

  // Chargers
  {
    category: CH, brand: 'Apple', model: '20W USB-C Power Adapter', mpn: 'MHJE3ZM/A', price: 25, year: 2020,
    specs: { power: 20, ports: '1× USB-C', chargingStandard: 'USB PD', weight: 58 },
    variants: one('White'),
  },
  {
    category: CH, brand: 'Apple', model: '35W Dual USB-C Port Compact Power Adapter', mpn: 'MNWM3ZM/A', price: 65, year: 2022,
    specs: { power: 35, ports: '2× USB-C', chargingStandard: 'USB PD', weight: 86 },
    variants: one('White'),
  },
  {
    category: CH, brand: 'Apple', model: '70W USB-C Power Adapter', mpn: 'MQLN3ZM/A', price: 65, year: 2023,
    specs: { power: 70, ports: '1× USB-C', chargingStandard: 'USB PD', weight: 210 },
    variants: one('White'),
  },
  {
    category: CH, brand: 'Apple', model: 'MagSafe Charger (2024)', mpn: 'MX6', price: 49, year: 2024,
    specs: { power: 25, ports: 'USB-C', chargingStandard: 'MagSafe, Qi2', weight: 40 },
    variants: opts(['1 m', 'X3ZM/A'], ['2 m', 'Y3ZM/A', 10]),
  },
  {
    category: CH, brand: 'Samsung', model: '25W Power Adapter', mpn: 'EP-T2510', price: 19, year: 2022,
    specs: { power: 25, ports: '1× USB-C', chargingStandard: 'USB PD 3.0, PPS', weight: 52 },
    variants: inColours('Black:XBEGEU', 'White:NWEGEU'),
  },
  {
    category: CH, brand: 'Samsung', model: '45W Power Adapter', mpn: 'EP-T4510', price: 39, year: 2022,
    specs: { power: 45, ports: '1× USB-C', chargingStandard: 'USB PD 3.0, PPS', weight: 85 },
    variants: inColours('Black:XBEGEU', 'White:XWEGEU'),
  },
  {
    category: CH, brand: 'Samsung', model: '65W Trio Power Adapter', mpn: 'EP-T6530', price: 59, year: 2022,
    specs: { power: 65, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 130 },
    variants: inColours('Black:NBEGEU', 'White:NWEGEU'),
  },
  {
    category: CH, brand: 'Samsung', model: 'Wireless Charger Duo', mpn: 'EP-P5400', price: 59, year: 2022,
    specs: { power: 15, ports: 'USB-C', chargingStandard: 'Qi', weight: 240 },
    variants: inColours('Black:BBEGEU', 'White:TWEGEU'),
  },
  {
    category: CH, brand: 'Anker', model: 'Nano Charger 30W (511)', mpn: 'A2147', price: 25, year: 2023,
    specs: { power: 30, ports: '1× USB-C', chargingStandard: 'USB PD 3.0, PPS', weight: 40 },
    variants: inColours('White:G21', 'Black:G11', 'Aurora White/Blue:G31', 'Misty Blue:G32', 'Purple:GQ1'),
  },
  {
    category: CH, brand: 'Anker', model: 'Prime Charger 100W', mpn: 'A2343', price: 79, year: 2023,
    specs: { power: 100, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 168 },
    variants: one('Black', '311'),
  },
  {
    category: CH, brand: 'Anker', model: '735 Charger (Nano II 65W)', mpn: 'A2667', price: 49, year: 2022,
    specs: { power: 65, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 144 },
    variants: one('Black', 'G11'),
  },
  {
    category: CH, brand: 'Ugreen', model: 'Nexode 65W GaN (CD244)', mpn: '10335', price: 45, year: 2022,
    specs: { power: 65, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, QC 4+, PPS', weight: 150 },
    variants: one('Gray'),
  },
  {
    category: CH, brand: 'Ugreen', model: 'Nexode 100W GaN (CD226)', mpn: '40747', price: 69, year: 2022,
    specs: { power: 100, ports: '3× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, QC 4+, PPS', weight: 220 },
    variants: one('Black'),
  },
  {
    category: CH, brand: 'Ugreen', model: 'Nexode Mini 30W (CD319)', mpn: '1532', price: 22, year: 2023,
    specs: { power: 30, ports: '1× USB-C', chargingStandard: 'USB PD 3.0, PPS', weight: 45 },
    variants: inColours('Black:6', 'White:7'),
  },
  {
    category: CH, brand: 'Baseus', model: 'GaN5 Pro 65W', mpn: 'CCGP1202', price: 39, year: 2023,
    specs: { power: 65, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, QC 4+', weight: 125 },
    variants: inColours('Black:01', 'White:02'),
  },
  {
    category: CH, brand: 'Xiaomi', model: '67W Charging Combo (Type-A)', mpn: 'BHR6035EU', price: 29, year: 2022,
    specs: { power: 67, ports: '1× USB-A', chargingStandard: 'Xiaomi HyperCharge', weight: 107 },
    variants: one('White'),
  },
  {
    category: CH, brand: 'Xiaomi', model: '120W HyperCharge Combo (Type-A)', mpn: 'BHR6034EU', price: 39, year: 2022,
    specs: { power: 120, ports: '1× USB-A', chargingStandard: 'Xiaomi HyperCharge', weight: 150 },
    variants: one('White'),
  },
  {
    category: CH, brand: 'Belkin', model: 'BoostCharge Pro 3-in-1 with MagSafe 15W', mpn: 'WIZ017VF', price: 129, year: 2022,
    specs: { power: 15, ports: 'AC', chargingStandard: 'MagSafe, Qi', weight: 430 },
    variants: inColours('Black:BK', 'White:WH'),
  },

  // Power banks
  {
    category: PB, brand: 'Anker', model: 'Nano Power Bank 10000 mAh 30W', mpn: 'A1259', price: 39, year: 2024,
    specs: { battery: 10000, power: 30, ports: '1× USB-C (built-in cable), 1× USB-C', chargingStandard: 'USB PD 3.0', weight: 215 },
    variants: inColours('Black:011', 'White:021', 'Blue:031', 'Green:061', 'Pink:051'),
  },
  {
    category: PB, brand: 'Anker', model: '737 Power Bank (PowerCore 24K)', mpn: 'A1289', price: 129, year: 2022,
    specs: { battery: 24000, power: 140, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.1', weight: 630 },
    variants: one('Black', '011'),
  },
  {
    category: PB, brand: 'Anker', model: 'Zolo Power Bank 20000 mAh 30W', mpn: 'A1689', price: 35, year: 2024,
    specs: { battery: 20000, power: 30, ports: '1× USB-C (built-in cable), 1× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0', weight: 391 },
    variants: inColours('Black:011', 'White:021'),
  },
  {
    category: PB, brand: 'Anker', model: 'MagGo Power Bank 10000 mAh', mpn: 'A1654', price: 89, year: 2024,
    specs: { battery: 10000, power: 27, ports: '1× USB-C', chargingStandard: 'Qi2, USB PD', weight: 243 },
    variants: inColours('Black:011', 'White:021', 'Blue:031'),
  },
  {
    category: PB, brand: 'Xiaomi', model: 'Power Bank 20000 mAh 22.5W', mpn: 'BHR5121GL', price: 25, year: 2021,
    specs: { battery: 20000, power: 22.5, ports: '1× USB-C, 2× USB-A', chargingStandard: 'USB PD, QC 3.0', weight: 420 },
    variants: one('Black'),
  },
  {
    category: PB, brand: 'Xiaomi', model: '33W Power Bank 10000 mAh Pocket Edition Pro', mpn: 'BHR5', price: 29, year: 2022,
    specs: { battery: 10000, power: 33, ports: '1× USB-C, 2× USB-A', chargingStandard: 'USB PD, QC 3.0', weight: 215 },
    variants: inColours('Black:785GL', 'Ivory:909GL', 'Green:910GL'),
  },
  {
    category: PB, brand: 'Xiaomi', model: '212W Power Bank 25000 mAh', mpn: 'BHR6102GL', price: 59, year: 2023,
    specs: { battery: 25000, power: 212, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 566 },
    variants: one('Black'),
  },
  {
    category: PB, brand: 'Samsung', model: 'Battery Pack 10000 mAh 25W', mpn: 'EB-P3400', price: 35, year: 2022,
    specs: { battery: 10000, power: 25, ports: '1× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 210 },
    variants: inColours('Beige:XUEGEU', 'Navy:XNEGEU'),
  },
  {
    category: PB, brand: 'Samsung', model: 'Battery Pack 20000 mAh 45W', mpn: 'EB-P4520', price: 59, year: 2023,
    specs: { battery: 20000, power: 45, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 400 },
    variants: one('Gray', 'XJEGEU'),
  },
  {
    category: PB, brand: 'Baseus', model: 'Blade HD 20000 mAh 100W', mpn: 'PPDGL-01', price: 79, year: 2022,
    specs: { battery: 20000, power: 100, ports: '2× USB-C, 2× USB-A', chargingStandard: 'USB PD 3.0, QC 4.0', weight: 450 },
    variants: one('Black'),
  },
  {
    category: PB, brand: 'Baseus', model: 'Magnetic Mini 10000 mAh 20W', mpn: 'PPCX0700', price: 29, year: 2023,
    specs: { battery: 10000, power: 20, ports: '1× USB-C', chargingStandard: 'USB PD, MagSafe-compatible', weight: 190 },
    variants: inColours('Black:01', 'White:02', 'Purple:05', 'Blue:03'),
  },
  {
    category: PB, brand: 'Ugreen', model: 'Nexode Power Bank 20000 mAh 130W', mpn: '35530', price: 69, year: 2023,
    specs: { battery: 20000, power: 130, ports: '2× USB-C, 1× USB-A', chargingStandard: 'USB PD 3.0, PPS', weight: 500 },
    variants: one('Gray'),
  },
  {
    category: PB, brand: 'Ugreen', model: 'Power Bank 10000 mAh 20W (PB311)', mpn: '9', price: 25, year: 2023,
    specs: { battery: 10000, power: 20, ports: '1× USB-C, 2× USB-A', chargingStandard: 'USB PD, QC 3.0', weight: 230 },
    variants: inColours('Black:0668', 'White:0669'),
  },
];
