import type { SampleProductLine } from '../types.ts';
import { cfg, colours, combine, gb, inColours } from './variants.ts';

const C = 'pametni-telefoni';
const F = 'klasicni-telefoni';

/** Smartphones from other brands, and feature phones. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: C, brand: 'Xiaomi', model: '15 Ultra', mpn: '25010PN30G', price: 1499, year: 2025,
    specs: { screenSize: 6.73, processor: 'Snapdragon 8 Elite', ram: 16, storage: 512, cameraMain: 50, battery: 5410, os: 'Xiaomi HyperOS 2', weight: 226 },
    variants: combine([cfg(16, 512, '-512')], colours('Black:BK', 'White:WH', 'Silver Chrome:SC')),
  },
  {
    category: C, brand: 'Xiaomi', model: '15', mpn: '24129PN74G', price: 999, year: 2025,
    specs: { screenSize: 6.36, processor: 'Snapdragon 8 Elite', ram: 12, storage: 256, cameraMain: 50, battery: 5240, os: 'Xiaomi HyperOS 2', weight: 191 },
    variants: combine([cfg(12, 256, '-256'), cfg(12, 512, '-512', 100)], colours('Black:BK', 'White:WH', 'Green:GN')),
  },
  {
    category: C, brand: 'Xiaomi', model: '15T Pro', mpn: '2506BPN68G', price: 799, year: 2025,
    specs: { screenSize: 6.83, processor: 'MediaTek Dimensity 9400+', ram: 12, storage: 256, cameraMain: 50, battery: 5500, os: 'Xiaomi HyperOS 3', weight: 210 },
    variants: combine([cfg(12, 256, '-256'), cfg(12, 512, '-512', 100), cfg(12, 1024, '-1T', 200)], colours('Black:BK', 'Grey:GY', 'Mocha Gold:GD')),
  },
  {
    category: C, brand: 'Xiaomi', model: '15T', mpn: '25069PTEBG', price: 649, year: 2025,
    specs: { screenSize: 6.83, processor: 'MediaTek Dimensity 8400-Ultra', ram: 12, storage: 256, cameraMain: 50, battery: 5500, os: 'Xiaomi HyperOS 3', weight: 194 },
    variants: combine([cfg(12, 256, '-256'), cfg(12, 512, '-512', 80)], colours('Black:BK', 'Grey:GY', 'Rose Gold:RG')),
  },
  {
    category: C, brand: 'Xiaomi', model: '14T Pro', mpn: '2407FPN8EG', price: 649, year: 2024,
    specs: { screenSize: 6.67, processor: 'MediaTek Dimensity 9300+', ram: 12, storage: 256, cameraMain: 50, battery: 5000, os: 'Xiaomi HyperOS', weight: 209 },
    variants: combine([cfg(12, 256, '-256'), cfg(12, 512, '-512', 80), cfg(12, 1024, '-1T', 180)], colours('Titan Black:BK', 'Titan Gray:GY', 'Titan Blue:BL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'Redmi Note 14 Pro+ 5G', mpn: '24115RA8EG', price: 429, year: 2025,
    specs: { screenSize: 6.67, processor: 'Snapdragon 7s Gen 3', ram: 8, storage: 256, cameraMain: 200, battery: 5110, os: 'Xiaomi HyperOS', weight: 205 },
    variants: combine([cfg(8, 256, '-8256'), cfg(12, 512, '-12512', 80)], colours('Midnight Black:BK', 'Frost Blue:BL', 'Lavender Purple:PL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'Redmi Note 14 Pro 5G', mpn: '24116RACCG', price: 329, year: 2025,
    specs: { screenSize: 6.67, processor: 'MediaTek Dimensity 7300-Ultra', ram: 8, storage: 256, cameraMain: 200, battery: 5110, os: 'Xiaomi HyperOS', weight: 190 },
    variants: combine([cfg(8, 256, '-8256'), cfg(12, 512, '-12512', 70)], colours('Midnight Black:BK', 'Coral Green:GN', 'Lavender Purple:PL', 'Ocean Blue:BL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'Redmi Note 14', mpn: '24117RN76L', price: 189, year: 2025,
    specs: { screenSize: 6.67, processor: 'MediaTek Helio G99-Ultra', ram: 6, storage: 128, cameraMain: 108, battery: 5500, os: 'Xiaomi HyperOS', weight: 196 },
    variants: combine([cfg(6, 128, '-6128'), cfg(8, 256, '-8256', 40)], colours('Midnight Black:BK', 'Mist Purple:PL', 'Lime Green:GN', 'Ocean Blue:BL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'Redmi 14C', mpn: '2409BRN2CL', price: 119, year: 2024,
    specs: { screenSize: 6.88, processor: 'MediaTek Helio G81-Ultra', ram: 4, storage: 128, cameraMain: 50, battery: 5160, os: 'Xiaomi HyperOS', weight: 211 },
    variants: combine([cfg(4, 128, '-4128'), cfg(8, 256, '-8256', 40)], colours('Midnight Black:BK', 'Sage Green:GN', 'Dreamy Purple:PL', 'Starry Blue:BL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'POCO X7 Pro', mpn: '24117RK2CG', price: 349, year: 2025,
    specs: { screenSize: 6.67, processor: 'MediaTek Dimensity 8400-Ultra', ram: 8, storage: 256, cameraMain: 50, battery: 6000, os: 'Xiaomi HyperOS 2', weight: 195 },
    variants: combine([cfg(8, 256, '-8256'), cfg(12, 512, '-12512', 60)], colours('Black:BK', 'Green:GN', 'Yellow:YL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'POCO F7 Pro', mpn: '2412DPC0AG', price: 549, year: 2025,
    specs: { screenSize: 6.67, processor: 'Snapdragon 8 Gen 3', ram: 12, storage: 256, cameraMain: 50, battery: 6000, os: 'Xiaomi HyperOS 2', weight: 206 },
    variants: combine([cfg(12, 256, '-256'), cfg(12, 512, '-512', 70)], colours('Black:BK', 'Silver:SL', 'Blue:BL')),
  },
  {
    category: C, brand: 'Xiaomi', model: 'POCO F7', mpn: '25053PC47G', price: 399, year: 2025,
    specs: { screenSize: 6.83, processor: 'Snapdragon 8s Gen 4', ram: 12, storage: 256, cameraMain: 50, battery: 6500, os: 'Xiaomi HyperOS 2', weight: 215 },
    variants: combine([cfg(12, 256, '-256'), cfg(12, 512, '-512', 60)], colours('Black:BK', 'White:WH', 'Cyber Silver:SL')),
  },
  {
    category: C, brand: 'Google', model: 'Pixel 10 Pro', mpn: 'GA0', price: 1099, year: 2025,
    specs: { screenSize: 6.3, processor: 'Google Tensor G5', ram: 16, storage: 128, cameraMain: 50, battery: 4870, os: 'Android 16', weight: 207 },
    variants: combine([gb(128, '7'), gb(256, '8', 110), gb(512, '9', 240)], colours('Obsidian:21', 'Porcelain:22', 'Moonstone:23', 'Jade:24')),
  },
  {
    category: C, brand: 'Google', model: 'Pixel 10', mpn: 'GA0', price: 899, year: 2025,
    specs: { screenSize: 6.3, processor: 'Google Tensor G5', ram: 12, storage: 128, cameraMain: 48, battery: 4970, os: 'Android 16', weight: 204 },
    variants: combine([gb(128, '6'), gb(256, '7', 100)], colours('Obsidian:31', 'Frost:32', 'Indigo:33', 'Lemongrass:34')),
  },
  {
    category: C, brand: 'Google', model: 'Pixel 9 Pro', mpn: 'GA0', price: 949, year: 2024,
    specs: { screenSize: 6.3, processor: 'Google Tensor G4', ram: 16, storage: 128, cameraMain: 50, battery: 4700, os: 'Android 14', weight: 199 },
    variants: combine([gb(128, '5'), gb(256, '6', 110)], colours('Obsidian:51', 'Porcelain:52', 'Hazel:53', 'Rose Quartz:54')),
  },
  {
    category: C, brand: 'Google', model: 'Pixel 9', mpn: 'GA0', price: 699, year: 2024,
    specs: { screenSize: 6.3, processor: 'Google Tensor G4', ram: 12, storage: 128, cameraMain: 50, battery: 4700, os: 'Android 14', weight: 198 },
    variants: combine([gb(128, '5'), gb(256, '6', 100)], colours('Obsidian:61', 'Porcelain:62', 'Wintergreen:63', 'Peony:64')),
  },
  {
    category: C, brand: 'Google', model: 'Pixel 9a', mpn: 'GA0', price: 499, year: 2025,
    specs: { screenSize: 6.3, processor: 'Google Tensor G4', ram: 8, storage: 128, cameraMain: 48, battery: 5100, os: 'Android 15', weight: 186 },
    variants: combine([gb(128, '6'), gb(256, '7', 100)], colours('Obsidian:71', 'Porcelain:72', 'Iris:73', 'Peony:74')),
  },
  {
    category: C, brand: 'Motorola', model: 'moto g85 5G', mpn: 'PB2A00', price: 249, year: 2024,
    specs: { screenSize: 6.67, processor: 'Snapdragon 6s Gen 3', ram: 8, storage: 256, cameraMain: 50, battery: 5000, os: 'Android 14', weight: 172 },
    variants: combine([cfg(8, 256, '')], colours('Cobalt Blue:08SE', 'Olive Green:09SE', 'Urban Grey:10SE')),
  },
  {
    category: C, brand: 'Motorola', model: 'moto g75 5G', mpn: 'PB3V00', price: 279, year: 2024,
    specs: { screenSize: 6.78, processor: 'Snapdragon 6 Gen 3', ram: 8, storage: 256, cameraMain: 50, battery: 5000, os: 'Android 14', weight: 205 },
    variants: combine([cfg(8, 256, '')], colours('Charcoal Grey:04SE', 'Aqua Blue:05SE', 'Succulent Green:06SE')),
  },
  {
    category: C, brand: 'Motorola', model: 'moto g55 5G', mpn: 'PB5U00', price: 199, year: 2024,
    specs: { screenSize: 6.49, processor: 'MediaTek Dimensity 7025', ram: 8, storage: 256, cameraMain: 50, battery: 5000, os: 'Android 14', weight: 179 },
    variants: combine([cfg(8, 256, '')], colours('Forest Grey:16SE', 'Smoky Green:17SE', 'Twilight Purple:18SE')),
  },
  {
    category: C, brand: 'Motorola', model: 'edge 60', mpn: 'PB6Y00', price: 399, year: 2025,
    specs: { screenSize: 6.67, processor: 'MediaTek Dimensity 7400', ram: 8, storage: 256, cameraMain: 50, battery: 5200, os: 'Android 15', weight: 179 },
    variants: combine([cfg(8, 256, ''), cfg(12, 512, 'X', 80)], colours('Pantone Gibraltar Sea:20SE', 'Pantone Shamrock:21SE')),
  },
  {
    category: C, brand: 'Motorola', model: 'edge 60 pro', mpn: 'PB6Z00', price: 549, year: 2025,
    specs: { screenSize: 6.7, processor: 'MediaTek Dimensity 8350 Extreme', ram: 12, storage: 512, cameraMain: 50, battery: 6000, os: 'Android 15', weight: 186 },
    variants: combine([cfg(12, 512, '')], colours('Pantone Shadow:06SE', 'Pantone Dazzling Blue:07SE', 'Pantone Sparkling Grape:08SE')),
  },
  {
    category: C, brand: 'Motorola', model: 'razr 60 ultra', mpn: 'PB76000', price: 1199, year: 2025,
    specs: { screenSize: 7, processor: 'Snapdragon 8 Elite', ram: 16, storage: 512, cameraMain: 50, battery: 4700, os: 'Android 15', weight: 199 },
    variants: combine([cfg(16, 512, '')], colours('Pantone Rio Red:1SE', 'Pantone Scarab:2SE', 'Pantone Mountain Trail:3SE', 'Pantone Cabaret:4SE')),
  },
  {
    category: C, brand: 'Motorola', model: 'razr 60', mpn: 'PB7F000', price: 799, year: 2025,
    specs: { screenSize: 6.9, processor: 'MediaTek Dimensity 7400X', ram: 8, storage: 256, cameraMain: 50, battery: 4500, os: 'Android 15', weight: 188 },
    variants: combine([cfg(8, 256, '')], colours('Pantone Gibraltar Sea:1SE', 'Pantone Spring Bud:2SE', 'Pantone Lightest Sky:3SE')),
  },
  {
    category: C, brand: 'Honor', model: '400', mpn: '5109BUWM', price: 499, year: 2025,
    specs: { screenSize: 6.55, processor: 'Snapdragon 7 Gen 4', ram: 8, storage: 256, cameraMain: 200, battery: 5300, os: 'MagicOS 9.0', weight: 184 },
    variants: combine([cfg(8, 256, '-8'), cfg(12, 512, '-12', 80)], colours('Midnight Black:B', 'Desert Gold:G', 'Meteor Silver:S')),
  },
  {
    category: C, brand: 'Honor', model: 'Magic7 Pro', mpn: '5109BKYV', price: 1099, year: 2025,
    specs: { screenSize: 6.8, processor: 'Snapdragon 8 Elite', ram: 12, storage: 512, cameraMain: 50, battery: 5270, os: 'MagicOS 9.0', weight: 223 },
    variants: combine([cfg(12, 512, '')], colours('Black:B', 'Lunar Shadow Grey:G', 'Breeze Blue:L')),
  },
  {
    category: C, brand: 'Honor', model: '400 Lite', mpn: '5109BXRL', price: 279, year: 2025,
    specs: { screenSize: 6.7, processor: 'MediaTek Dimensity 7025-Ultra', ram: 8, storage: 256, cameraMain: 108, battery: 5230, os: 'MagicOS 9.0', weight: 171 },
    variants: combine([cfg(8, 256, '')], colours('Mars Green:G', 'Marble Grey:S', 'Velvet Black:B')),
  },
  {
    category: C, brand: 'Nothing', model: 'Phone (3a)', mpn: 'A059-', price: 349, year: 2025,
    specs: { screenSize: 6.77, processor: 'Snapdragon 7s Gen 3', ram: 8, storage: 128, cameraMain: 50, battery: 5000, os: 'Nothing OS 3.1', weight: 201 },
    variants: combine([cfg(8, 128, '8128'), cfg(12, 256, '12256', 50)], colours('Black:BK', 'White:WH', 'Blue:BL')),
  },
  {
    category: C, brand: 'Nothing', model: 'Phone (3a) Pro', mpn: 'A059P-', price: 459, year: 2025,
    specs: { screenSize: 6.77, processor: 'Snapdragon 7s Gen 3', ram: 12, storage: 256, cameraMain: 50, battery: 5000, os: 'Nothing OS 3.1', weight: 211 },
    variants: combine([cfg(12, 256, '12256')], colours('Grey:GY', 'Black:BK')),
  },
  {
    category: C, brand: 'Nothing', model: 'Phone (3)', mpn: 'A024-', price: 799, year: 2025,
    specs: { screenSize: 6.67, processor: 'Snapdragon 8s Gen 4', ram: 12, storage: 256, cameraMain: 50, battery: 5150, os: 'Nothing OS 3.5', weight: 218 },
    variants: combine([cfg(12, 256, '12256'), cfg(16, 512, '16512', 200)], colours('Black:BK', 'White:WH')),
  },
  {
    category: C, brand: 'Nothing', model: 'CMF Phone 2 Pro', mpn: 'A001P-', price: 249, year: 2025,
    specs: { screenSize: 6.77, processor: 'MediaTek Dimensity 7300 Pro', ram: 8, storage: 128, cameraMain: 50, battery: 5000, os: 'Nothing OS 3.2', weight: 185 },
    variants: combine([cfg(8, 128, '8128'), cfg(8, 256, '8256', 30)], colours('Black:BK', 'White:WH', 'Light Green:GN', 'Orange:OR')),
  },
  {
    category: C, brand: 'OnePlus', model: '13', mpn: 'CPH2649', price: 1049, year: 2025,
    specs: { screenSize: 6.82, processor: 'Snapdragon 8 Elite', ram: 12, storage: 256, cameraMain: 50, battery: 6000, os: 'OxygenOS 15', weight: 210 },
    variants: combine([cfg(12, 256, '-12'), cfg(16, 512, '-16', 120)], colours('Black Eclipse:BK', 'Midnight Ocean:BL', 'Arctic Dawn:WH')),
  },
  {
    category: C, brand: 'OnePlus', model: '13R', mpn: 'CPH2691', price: 699, year: 2025,
    specs: { screenSize: 6.78, processor: 'Snapdragon 8 Gen 3', ram: 12, storage: 256, cameraMain: 50, battery: 6000, os: 'OxygenOS 15', weight: 206 },
    variants: combine([cfg(12, 256, '-12'), cfg(16, 512, '-16', 100)], colours('Nebula Noir:BK', 'Astral Trail:WH')),
  },
  {
    category: C, brand: 'OnePlus', model: 'Nord 5', mpn: 'CPH2709', price: 449, year: 2025,
    specs: { screenSize: 6.83, processor: 'Snapdragon 8s Gen 3', ram: 8, storage: 256, cameraMain: 50, battery: 6800, os: 'OxygenOS 15', weight: 211 },
    variants: combine([cfg(8, 256, '-8'), cfg(12, 512, '-12', 100)], colours('Phantom Grey:GY', 'Dry Ice:WH', 'Marble Sands:BE')),
  },
  {
    category: C, brand: 'OnePlus', model: 'Nord CE4 Lite 5G', mpn: 'CPH2619', price: 269, year: 2024,
    specs: { screenSize: 6.67, processor: 'Snapdragon 695', ram: 8, storage: 256, cameraMain: 50, battery: 5500, os: 'OxygenOS 14', weight: 191 },
    variants: combine([cfg(8, 256, '-8')], colours('Super Silver:SL', 'Mega Blue:BL')),
  },
  {
    category: C, brand: 'realme', model: '14 Pro+ 5G', mpn: 'RMX5051', price: 499, year: 2025,
    specs: { screenSize: 6.83, processor: 'Snapdragon 7s Gen 3', ram: 12, storage: 512, cameraMain: 50, battery: 6000, os: 'realme UI 6.0', weight: 194 },
    variants: combine([cfg(8, 256, '-8'), cfg(12, 512, '-12', 80)], colours('Pearl White:WH', 'Suede Grey:GY')),
  },

  // Feature phones
  {
    category: F, brand: 'Nokia', model: '105 (2023)', mpn: '1GF019CPA2L0', price: 22, year: 2023,
    specs: { screenSize: 1.8, battery: 1000, connectivity: '2G', sim: 'Dual SIM', weight: 78 },
    variants: inColours('Charcoal:1', 'Cyan:2', 'Red:3'),
  },
  {
    category: F, brand: 'Nokia', model: '105 4G (2023)', mpn: '1GF018UPA1L0', price: 32, year: 2023,
    specs: { screenSize: 1.8, battery: 1450, connectivity: '4G', sim: 'Dual SIM', weight: 79 },
    variants: inColours('Charcoal:1', 'Blue:2'),
  },
  {
    category: F, brand: 'Nokia', model: '110 4G (2023)', mpn: '1GF018MPA1L0', price: 39, year: 2023,
    specs: { screenSize: 1.8, battery: 1450, cameraMain: 0.3, connectivity: '4G', sim: 'Dual SIM', weight: 84 },
    variants: inColours('Charcoal:1', 'Blue:2'),
  },
  {
    category: F, brand: 'Nokia', model: '130 Music', mpn: '286838', price: 39, year: 2023,
    specs: { screenSize: 2.4, battery: 1450, connectivity: '2G', sim: 'Dual SIM', weight: 110 },
    variants: inColours('Dark Blue:1', 'Purple:2', 'Light Gold:3'),
  },
  {
    category: F, brand: 'Nokia', model: '150 (2023)', mpn: '286841', price: 49, year: 2023,
    specs: { screenSize: 2.4, battery: 1450, cameraMain: 0.3, connectivity: '2G', sim: 'Dual SIM', weight: 110 },
    variants: inColours('Black:1', 'Cyan:2', 'Red:3'),
  },
  {
    category: F, brand: 'Nokia', model: '225 4G (2024)', mpn: '1GF025FPG3L0', price: 59, year: 2024,
    specs: { screenSize: 2.4, battery: 1450, cameraMain: 0.3, connectivity: '4G', sim: 'Dual SIM', weight: 90 },
    variants: inColours('Black:1', 'Dark Blue:2', 'Purple:3'),
  },
  {
    category: F, brand: 'Nokia', model: '3210 4G', mpn: '1GF025CPA2L0', price: 79, year: 2024,
    specs: { screenSize: 2.4, battery: 1450, cameraMain: 2, connectivity: '4G', sim: 'Dual SIM', weight: 88 },
    variants: inColours('Grunge Black:1', 'Y2K Gold:2', 'Scuba Blue:3'),
  },
  {
    category: F, brand: 'Nokia', model: '2660 Flip', mpn: '1GF011EPA1A0', price: 79, year: 2022,
    specs: { screenSize: 2.8, battery: 1450, cameraMain: 0.3, connectivity: '4G', sim: 'Dual SIM', weight: 123 },
    variants: inColours('Black:1', 'Blue:2', 'Red:3', 'Pop Pink:4'),
  },
  {
    category: F, brand: 'Nokia', model: '8210 4G', mpn: '16LIBB01A0', price: 79, year: 2022,
    specs: { screenSize: 2.8, battery: 1450, cameraMain: 0.3, connectivity: '4G', sim: 'Dual SIM', weight: 107 },
    variants: inColours('Dark Blue:1', 'Red:2'),
  },
  {
    category: F, brand: 'Nokia', model: '6310', mpn: '16POSE01A', price: 65, year: 2021,
    specs: { screenSize: 2.8, battery: 1150, cameraMain: 0.3, connectivity: '2G', sim: 'Dual SIM', weight: 88 },
    variants: inColours('Black:1', 'Yellow:2', 'Green:3'),
  },
  {
    category: F, brand: 'Alcatel', model: '2019G', mpn: '2019G-3A', price: 39, year: 2023,
    specs: { screenSize: 2.4, battery: 970, cameraMain: 2, connectivity: '2G', sim: 'Single SIM', weight: 90 },
    variants: inColours('Metallic Gray:ALCBE1', 'Metallic Silver:ALCBE2'),
  },
  {
    category: F, brand: 'Alcatel', model: '3080 4G', mpn: '3080G-', price: 59, year: 2023,
    specs: { screenSize: 2.4, battery: 1400, cameraMain: 2, connectivity: '4G', sim: 'Dual SIM', weight: 100 },
    variants: inColours('Dark Gray:2AALE1', 'Mint Green:2BALE1'),
  },
  {
    category: F, brand: 'Doro', model: '6880', mpn: '8', price: 99, year: 2023,
    specs: { screenSize: 2.8, battery: 1000, cameraMain: 2, connectivity: '4G', sim: 'Single SIM', weight: 120 },
    variants: inColours('Red:321', 'Black:322'),
  },
  {
    category: F, brand: 'Doro', model: '1880 4G', mpn: '8', price: 109, year: 2023,
    specs: { screenSize: 2.8, battery: 1700, cameraMain: 2, connectivity: '4G', sim: 'Single SIM', weight: 116 },
    variants: inColours('Black/White:353', 'Champagne/White:354'),
  },
  {
    category: F, brand: 'Panasonic', model: 'KX-TU446', mpn: 'KX-TU446EX', price: 79, year: 2022,
    specs: { screenSize: 2.4, battery: 800, cameraMain: 0.3, connectivity: '2G', sim: 'Single SIM', weight: 100 },
    variants: inColours('Black:B', 'Red:R', 'White:W'),
  },
];
