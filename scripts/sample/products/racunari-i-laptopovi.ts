import type { SampleProductLine } from '../types.ts';
import { cfg, colours, combine, one, opts, pc } from './variants.ts';

const L = 'laptopovi';

const W11H = 'Windows 11 Home';
const W11P = 'Windows 11 Pro';
const DOS = 'FreeDOS';

/** Laptops (office, home, ultrabooks, Apple). */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: L, brand: 'Apple', model: 'MacBook Air 13" (M4)', mpn: 'MW', price: 1199, year: 2025,
    specs: { screenSize: 13.6, resolution: '2560×1664', processor: 'Apple M4 (10-core CPU)', ram: 16, storage: 256, gpu: 'Apple M4 8-core GPU', os: 'macOS', weight: 1240 },
    variants: combine([cfg(16, 256, '0'), cfg(16, 512, '1', 250, { gpu: 'Apple M4 10-core GPU' }), cfg(24, 512, '2', 500, { gpu: 'Apple M4 10-core GPU' })], colours('Midnight:T3', 'Starlight:U3', 'Silver:V3', 'Sky Blue:W3')),
  },
  {
    category: L, brand: 'Apple', model: 'MacBook Air 15" (M4)', mpn: 'MC', price: 1449, year: 2025,
    specs: { screenSize: 15.3, resolution: '2880×1864', processor: 'Apple M4 (10-core CPU)', ram: 16, storage: 256, gpu: 'Apple M4 10-core GPU', os: 'macOS', weight: 1510 },
    variants: combine([cfg(16, 256, '6'), cfg(16, 512, '7', 250), cfg(24, 512, '8', 500)], colours('Midnight:K4', 'Starlight:L4', 'Silver:M4', 'Sky Blue:N4')),
  },
  {
    category: L, brand: 'Apple', model: 'MacBook Pro 14" (M5)', mpn: 'MDE', price: 1899, year: 2025,
    specs: { screenSize: 14.2, resolution: '3024×1964', processor: 'Apple M5 (10-core CPU)', ram: 16, storage: 512, gpu: 'Apple M5 10-core GPU', os: 'macOS', weight: 1550 },
    variants: combine([cfg(16, 512, '0'), cfg(16, 1024, '1', 250), cfg(24, 1024, '2', 500)], colours('Space Black:4', 'Silver:5')),
  },
  {
    category: L, brand: 'Apple', model: 'MacBook Pro 14" (M4 Pro)', mpn: 'MX2', price: 2499, year: 2024,
    specs: { screenSize: 14.2, resolution: '3024×1964', processor: 'Apple M4 Pro (12-core CPU)', ram: 24, storage: 512, gpu: 'Apple M4 Pro 16-core GPU', os: 'macOS', weight: 1600 },
    variants: combine([cfg(24, 512, 'H'), cfg(24, 1024, 'J', 500, { processor: 'Apple M4 Pro (14-core CPU)', gpu: 'Apple M4 Pro 20-core GPU' })], colours('Space Black:3', 'Silver:4')),
  },
  {
    category: L, brand: 'Apple', model: 'MacBook Pro 16" (M4 Pro)', mpn: 'MX2', price: 2999, year: 2024,
    specs: { screenSize: 16.2, resolution: '3456×2234', processor: 'Apple M4 Pro (14-core CPU)', ram: 24, storage: 512, gpu: 'Apple M4 Pro 20-core GPU', os: 'macOS', weight: 2140 },
    variants: combine([cfg(24, 512, 'T'), cfg(48, 512, 'U', 500)], colours('Space Black:3', 'Silver:4')),
  },
  {
    category: L, brand: 'Lenovo', model: 'IdeaPad Slim 3 15ABR8', mpn: '82XM00', price: 479, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'AMD Ryzen 5 7530U', ram: 8, storage: 512, gpu: 'AMD Radeon Graphics', os: DOS, weight: 1620 },
    variants: opts(pc('AMD Ryzen 5 7530U', 8, 512, 'A0YA'), pc('AMD Ryzen 7 7730U', 16, 512, 'C3YA', 120), pc('AMD Ryzen 7 7730U', 16, 1024, 'C5YA', 180)),
  },
  {
    category: L, brand: 'Lenovo', model: 'IdeaPad Slim 5 14AHP9', mpn: '83DB00', price: 749, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'AMD Ryzen 7 8845HS', ram: 16, storage: 512, gpu: 'AMD Radeon 780M', os: DOS, weight: 1460 },
    variants: combine([cfg(16, 512, '1'), cfg(16, 1024, '2', 80)], colours('Cloud Grey:HYA', 'Abyss Blue:BYA')),
  },
  {
    category: L, brand: 'Lenovo', model: 'IdeaPad Pro 5 14AHP9', mpn: '83D3003', price: 999, year: 2024,
    specs: { screenSize: 14, resolution: '2880×1800', processor: 'AMD Ryzen 7 8845HS', ram: 32, storage: 1024, gpu: 'AMD Radeon 780M', os: W11H, weight: 1460 },
    variants: one('32 GB / 1 TB, Arctic Grey', 'KSC'),
  },
  {
    category: L, brand: 'Lenovo', model: 'ThinkPad E14 Gen 6 (Intel)', mpn: '21M7', price: 849, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Intel Core Ultra 5 125U', ram: 16, storage: 512, gpu: 'Intel Graphics', os: W11P, weight: 1440 },
    variants: opts(pc('Intel Core Ultra 5 125U', 16, 512, '0004YA'), pc('Intel Core Ultra 7 155U', 16, 512, '0006YA', 150), pc('Intel Core Ultra 7 155U', 32, 1024, '0009YA', 300)),
  },
  {
    category: L, brand: 'Lenovo', model: 'ThinkPad E16 Gen 2 (AMD)', mpn: '21M5', price: 799, year: 2024,
    specs: { screenSize: 16, resolution: '1920×1200', processor: 'AMD Ryzen 5 7535HS', ram: 16, storage: 512, gpu: 'AMD Radeon 660M', os: W11P, weight: 1770 },
    variants: opts(pc('AMD Ryzen 5 7535HS', 16, 512, '0028YA'), pc('AMD Ryzen 7 7735HS', 16, 512, '002AYA', 120, { gpu: 'AMD Radeon 680M' })),
  },
  {
    category: L, brand: 'Lenovo', model: 'ThinkPad T14 Gen 5 (Intel)', mpn: '21ML', price: 1399, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Intel Core Ultra 5 125U', ram: 16, storage: 512, gpu: 'Intel Graphics', os: W11P, weight: 1370 },
    variants: opts(pc('Intel Core Ultra 5 125U', 16, 512, '0031YA'), pc('Intel Core Ultra 7 155U', 32, 1024, '003BYA', 400)),
  },
  {
    category: L, brand: 'Lenovo', model: 'ThinkPad X1 Carbon Gen 13 Aura Edition', mpn: '21NS', price: 2299, year: 2025,
    specs: { screenSize: 14, resolution: '2880×1800', processor: 'Intel Core Ultra 7 258V', ram: 32, storage: 1024, gpu: 'Intel Arc 140V', os: W11P, weight: 986 },
    variants: opts(pc('Intel Core Ultra 7 258V', 32, 1024, '000GYA'), pc('Intel Core Ultra 7 268V', 32, 2048, '000JYA', 400)),
  },
  {
    category: L, brand: 'Lenovo', model: 'Yoga Slim 7 14Q8X9', mpn: '83ED00', price: 1099, year: 2024,
    specs: { screenSize: 14.5, resolution: '2944×1840', processor: 'Snapdragon X Elite X1E-78-100', ram: 16, storage: 512, gpu: 'Qualcomm Adreno X1-85', os: W11H, weight: 1280 },
    variants: opts(cfg(16, 512, '1UYA'), cfg(32, 1024, '3EYA', 300)),
  },
  {
    category: L, brand: 'Lenovo', model: 'ThinkBook 14 G7 IML', mpn: '21MR', price: 749, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Intel Core Ultra 5 125U', ram: 16, storage: 512, gpu: 'Intel Graphics', os: DOS, weight: 1380 },
    variants: opts(pc('Intel Core Ultra 5 125U', 16, 512, '004MSC'), pc('Intel Core Ultra 7 155H', 16, 1024, '006CSC', 200, { gpu: 'Intel Arc Graphics' })),
  },
  {
    category: L, brand: 'Lenovo', model: 'V15 G4 IRU', mpn: '83A1', price: 449, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i3-1315U', ram: 8, storage: 256, gpu: 'Intel UHD Graphics', os: DOS, weight: 1700 },
    variants: opts(pc('Intel Core i3-1315U', 8, 256, '00AXYA'), pc('Intel Core i5-13420H', 16, 512, '00KPYA', 150)),
  },
  {
    category: L, brand: 'HP', model: '250 G10', mpn: '8', price: 449, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i3-1315U', ram: 8, storage: 256, gpu: 'Intel UHD Graphics', os: DOS, weight: 1520 },
    variants: opts(pc('Intel Core i3-1315U', 8, 256, '5A566EA'), pc('Intel Core i5-1334U', 16, 512, '5A577EA', 150, { gpu: 'Intel Iris Xe' }), pc('Intel Core i7-1355U', 16, 512, '5A591EA', 250, { gpu: 'Intel Iris Xe' })),
  },
  {
    category: L, brand: 'HP', model: '255 G10', mpn: '8', price: 429, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'AMD Ryzen 5 7530U', ram: 8, storage: 512, gpu: 'AMD Radeon Graphics', os: DOS, weight: 1520 },
    variants: opts(cfg(8, 512, '5A5B0EA'), cfg(16, 512, '5A5B7EA', 50)),
  },
  {
    category: L, brand: 'HP', model: 'Laptop 15-fd0', mpn: '9', price: 499, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1335U', ram: 8, storage: 512, gpu: 'Intel Iris Xe', os: DOS, weight: 1590 },
    variants: opts(['8 GB / 512 GB, Natural Silver', 'P9R3EA', 0], ['16 GB / 512 GB, Natural Silver', 'P9R5EA', 60, { ram: 16 }]),
  },
  {
    category: L, brand: 'HP', model: 'Pavilion 15-eh3', mpn: '8', price: 699, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'AMD Ryzen 7 7730U', ram: 16, storage: 512, gpu: 'AMD Radeon Graphics', os: W11H, weight: 1750 },
    variants: combine([cfg(16, 512, '')], colours('Natural Silver:D0P4EA', 'Fog Blue:D0P6EA')),
  },
  {
    category: L, brand: 'HP', model: 'OmniBook 5 14', mpn: 'A', price: 799, year: 2025,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Snapdragon X X1-26-100', ram: 16, storage: 512, gpu: 'Qualcomm Adreno', os: W11H, weight: 1340 },
    variants: one('16 GB / 512 GB, Glacier Silver', 'Y5L8EA'),
  },
  {
    category: L, brand: 'HP', model: 'Envy x360 14-fc0', mpn: 'A', price: 1099, year: 2024,
    specs: { screenSize: 14, resolution: '2880×1800', processor: 'Intel Core Ultra 7 155U', ram: 16, storage: 1024, gpu: 'Intel Graphics', os: W11H, weight: 1390 },
    variants: one('16 GB / 1 TB, Meteor Silver', '19L8EA'),
  },
  {
    category: L, brand: 'HP', model: 'ProBook 450 G10', mpn: '8', price: 899, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1335U', ram: 16, storage: 512, gpu: 'Intel Iris Xe', os: W11P, weight: 1790 },
    variants: opts(pc('Intel Core i5-1335U', 16, 512, '5A5E2EA'), pc('Intel Core i7-1355U', 16, 512, '5A5F1EA', 200)),
  },
  {
    category: L, brand: 'HP', model: 'EliteBook 840 G11', mpn: 'A', price: 1499, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Intel Core Ultra 5 125U', ram: 16, storage: 512, gpu: 'Intel Graphics', os: W11P, weight: 1350 },
    variants: opts(pc('Intel Core Ultra 5 125U', 16, 512, '26S2EA'), pc('Intel Core Ultra 7 155U', 32, 1024, '26S6EA', 400)),
  },
  {
    category: L, brand: 'Dell', model: '15 (DC15250)', mpn: 'DC15250-', price: 549, year: 2025,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1334U', ram: 8, storage: 512, gpu: 'Intel Iris Xe', os: W11H, weight: 1620 },
    variants: opts(pc('Intel Core i5-1334U', 8, 512, 'I5'), pc('Intel Core i7-1355U', 16, 512, 'I7', 150)),
  },
  {
    category: L, brand: 'Dell', model: '14 Plus (DB14250)', mpn: 'DB14250-', price: 899, year: 2025,
    specs: { screenSize: 14, resolution: '2560×1600', processor: 'Intel Core Ultra 5 226V', ram: 16, storage: 512, gpu: 'Intel Arc 130V', os: W11H, weight: 1550 },
    variants: opts(pc('Intel Core Ultra 5 226V', 16, 512, 'U5'), pc('Intel Core Ultra 7 256V', 16, 1024, 'U7', 200, { gpu: 'Intel Arc 140V' })),
  },
  {
    category: L, brand: 'Dell', model: 'XPS 13 9350', mpn: 'XPS9350-', price: 1599, year: 2024,
    specs: { screenSize: 13.4, resolution: '1920×1200', processor: 'Intel Core Ultra 7 256V', ram: 16, storage: 512, gpu: 'Intel Arc 140V', os: W11H, weight: 1190 },
    variants: combine([pc('Intel Core Ultra 7 256V', 16, 512, '7256'), pc('Intel Core Ultra 7 258V', 32, 1024, '7258', 400, { resolution: '2880×1800' })], colours('Platinum:P', 'Graphite:G')),
  },
  {
    category: L, brand: 'Dell', model: 'Latitude 5450', mpn: 'N', price: 1199, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1080', processor: 'Intel Core Ultra 5 135U', ram: 16, storage: 512, gpu: 'Intel Graphics', os: W11P, weight: 1420 },
    variants: opts(pc('Intel Core Ultra 5 135U', 16, 512, '004L5450'), pc('Intel Core Ultra 7 165U', 16, 512, '007L5450', 200)),
  },
  {
    category: L, brand: 'Dell', model: 'Vostro 3530', mpn: 'N', price: 599, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1335U', ram: 8, storage: 512, gpu: 'Intel Iris Xe', os: DOS, weight: 1660 },
    variants: opts(pc('Intel Core i5-1335U', 8, 512, '1604VNB3530'), pc('Intel Core i7-1355U', 16, 512, '1606VNB3530', 180)),
  },
  {
    category: L, brand: 'ASUS', model: 'Vivobook 15 X1504VA', mpn: 'X1504VA-', price: 449, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i3-1315U', ram: 8, storage: 512, gpu: 'Intel UHD Graphics', os: DOS, weight: 1700 },
    variants: combine([pc('Intel Core i3-1315U', 8, 512, 'NJ'), pc('Intel Core i5-1335U', 16, 512, 'BQ', 100, { gpu: 'Intel Iris Xe' }), pc('Intel Core i7-1355U', 16, 1024, 'NJ1', 250, { gpu: 'Intel Iris Xe' })], colours('Cool Silver:1024', 'Quiet Blue:1025')),
  },
  {
    category: L, brand: 'ASUS', model: 'Vivobook 16 X1605VA', mpn: 'X1605VA-', price: 549, year: 2024,
    specs: { screenSize: 16, resolution: '1920×1200', processor: 'Intel Core i5-13420H', ram: 16, storage: 512, gpu: 'Intel UHD Graphics', os: DOS, weight: 1880 },
    variants: opts(pc('Intel Core i5-13420H', 16, 512, 'MB1234'), pc('Intel Core i7-13620H', 16, 1024, 'MB1235', 200)),
  },
  {
    category: L, brand: 'ASUS', model: 'Vivobook S 14 OLED S5406MA', mpn: 'S5406MA-', price: 899, year: 2024,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Intel Core Ultra 5 125H', ram: 16, storage: 512, gpu: 'Intel Arc Graphics', os: W11H, weight: 1300 },
    variants: opts(pc('Intel Core Ultra 5 125H', 16, 512, 'PP036W'), pc('Intel Core Ultra 7 155H', 16, 1024, 'PP118W', 200)),
  },
  {
    category: L, brand: 'ASUS', model: 'Zenbook 14 OLED UX3405MA', mpn: 'UX3405MA-', price: 1049, year: 2024,
    specs: { screenSize: 14, resolution: '2880×1800', processor: 'Intel Core Ultra 5 125H', ram: 16, storage: 512, gpu: 'Intel Arc Graphics', os: W11H, weight: 1200 },
    variants: combine([pc('Intel Core Ultra 5 125H', 16, 512, 'PP'), pc('Intel Core Ultra 7 155H', 32, 1024, 'QD', 250)], colours('Ponder Blue:0240W', 'Foggy Silver:0241W')),
  },
  {
    category: L, brand: 'ASUS', model: 'Zenbook A14 UX3407QA', mpn: 'UX3407', price: 999, year: 2025,
    specs: { screenSize: 14, resolution: '1920×1200', processor: 'Snapdragon X X1-26-100', ram: 16, storage: 512, gpu: 'Qualcomm Adreno', os: W11H, weight: 980 },
    variants: opts(pc('Snapdragon X X1-26-100', 16, 512, 'QA-QD224W'), pc('Snapdragon X Elite X1E-78-100', 32, 1024, 'RA-QD064W', 300, { gpu: 'Qualcomm Adreno X1-85', resolution: '2880×1800' })),
  },
  {
    category: L, brand: 'ASUS', model: 'ExpertBook B1 B1502CVA', mpn: 'B1502CVA-', price: 599, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1335U', ram: 8, storage: 512, gpu: 'Intel Iris Xe', os: DOS, weight: 1700 },
    variants: opts(pc('Intel Core i5-1335U', 8, 512, 'BQ0123'), pc('Intel Core i7-1355U', 16, 512, 'BQ0124', 180)),
  },
  {
    category: L, brand: 'Acer', model: 'Aspire 3 A315-59', mpn: 'NX.K6TEX.', price: 399, year: 2022,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i3-1215U', ram: 8, storage: 256, gpu: 'Intel UHD Graphics', os: DOS, weight: 1780 },
    variants: opts(pc('Intel Core i3-1215U', 8, 256, '00A'), pc('Intel Core i5-1235U', 8, 512, '00B', 80, { gpu: 'Intel Iris Xe' }), pc('Intel Core i5-1235U', 16, 512, '00C', 130, { gpu: 'Intel Iris Xe' })),
  },
  {
    category: L, brand: 'Acer', model: 'Aspire 5 A515-58M', mpn: 'NX.KHEEX.', price: 599, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1335U', ram: 16, storage: 512, gpu: 'Intel Iris Xe', os: DOS, weight: 1760 },
    variants: opts(pc('Intel Core i5-1335U', 16, 512, '00E'), pc('Intel Core i7-1355U', 16, 1024, '00F', 170)),
  },
  {
    category: L, brand: 'Acer', model: 'Aspire Go 15 AG15-31P', mpn: 'NX.KRYEX.', price: 329, year: 2024,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i3-N305', ram: 8, storage: 256, gpu: 'Intel UHD Graphics', os: DOS, weight: 1600 },
    variants: opts(cfg(8, 256, '003'), cfg(8, 512, '004', 30)),
  },
  {
    category: L, brand: 'Acer', model: 'Swift Go 14 SFG14-73', mpn: 'NX.KSGEX.', price: 899, year: 2024,
    specs: { screenSize: 14, resolution: '2880×1800', processor: 'Intel Core Ultra 5 125H', ram: 16, storage: 512, gpu: 'Intel Arc Graphics', os: W11H, weight: 1320 },
    variants: opts(pc('Intel Core Ultra 5 125H', 16, 512, '001'), pc('Intel Core Ultra 7 155H', 16, 1024, '002', 200)),
  },
  {
    category: L, brand: 'Acer', model: 'Swift 14 AI SF14-51', mpn: 'NX.J2KEX.', price: 1199, year: 2024,
    specs: { screenSize: 14, resolution: '2880×1800', processor: 'Intel Core Ultra 7 258V', ram: 32, storage: 1024, gpu: 'Intel Arc 140V', os: W11H, weight: 1260 },
    variants: one('32 GB / 1 TB, Pure Silver', '002'),
  },
  {
    category: L, brand: 'Acer', model: 'Extensa 15 EX215-55', mpn: 'NX.EGYEX.', price: 499, year: 2023,
    specs: { screenSize: 15.6, resolution: '1920×1080', processor: 'Intel Core i5-1235U', ram: 8, storage: 512, gpu: 'Intel Iris Xe', os: DOS, weight: 1700 },
    variants: opts(cfg(8, 512, '01N'), cfg(16, 512, '01P', 50)),
  },
  {
    category: L, brand: 'Microsoft', model: 'Surface Laptop 7 13.8"', mpn: 'Z', price: 1299, year: 2024,
    specs: { screenSize: 13.8, resolution: '2304×1536', processor: 'Snapdragon X Plus X1P-64-100', ram: 16, storage: 256, gpu: 'Qualcomm Adreno X1-85', os: W11H, weight: 1340 },
    variants: combine([pc('Snapdragon X Plus X1P-64-100', 16, 256, 'GJ'), pc('Snapdragon X Plus X1P-64-100', 16, 512, 'GK', 200), pc('Snapdragon X Elite X1E-80-100', 16, 512, 'XW', 400)], colours('Platinum:-00001', 'Sapphire:-00002', 'Dune:-00003', 'Black:-00004')),
  },
  {
    category: L, brand: 'Huawei', model: 'MateBook D 16 (2024)', mpn: '5301AFW', price: 799, year: 2024,
    specs: { screenSize: 16, resolution: '1920×1200', processor: 'Intel Core i5-12450H', ram: 16, storage: 512, gpu: 'Intel UHD Graphics', os: W11H, weight: 1680 },
    variants: opts(pc('Intel Core i5-12450H', 16, 512, 'D'), pc('Intel Core i9-13900H', 16, 1024, 'E', 300, { gpu: 'Intel Iris Xe' })),
  },
];
