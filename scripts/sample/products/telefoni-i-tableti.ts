import type { SampleProductLine } from '../types.ts';
import { colours, combine, combineRev, gb, opts } from './variants.ts';

const C = 'pametni-telefoni';

const s128 = gb(128, 'DEUE');
const s256 = gb(256, 'GEUE');

/** Smartphones: Samsung and Apple. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: C, brand: 'Samsung', model: 'Galaxy S25 Ultra', mpn: 'SM-S938B', price: 1399, year: 2025,
    specs: { screenSize: 6.9, processor: 'Snapdragon 8 Elite for Galaxy', ram: 12, storage: 256, cameraMain: 200, battery: 5000, os: 'Android 15', weight: 218 },
    variants: combineRev([s256, gb(512, 'HEUE', 150), gb(1024, 'PEUE', 400)], colours('Titanium Silverblue:ZB', 'Titanium Black:ZK', 'Titanium Gray:ZT', 'Titanium Whitesilver:ZS')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S25+', mpn: 'SM-S936B', price: 1099, year: 2025,
    specs: { screenSize: 6.7, processor: 'Snapdragon 8 Elite for Galaxy', ram: 12, storage: 256, cameraMain: 50, battery: 4900, os: 'Android 15', weight: 190 },
    variants: combineRev([s256, gb(512, 'HEUE', 120)], colours('Navy:DB', 'Icyblue:LB', 'Mint:LG', 'Silver Shadow:ZS')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S25', mpn: 'SM-S931B', price: 899, year: 2025,
    specs: { screenSize: 6.2, processor: 'Snapdragon 8 Elite for Galaxy', ram: 12, storage: 128, cameraMain: 50, battery: 4000, os: 'Android 15', weight: 162 },
    variants: combineRev([s128, gb(256, 'GEUE', 60)], colours('Navy:DB', 'Icyblue:LB', 'Mint:LG', 'Silver Shadow:ZS')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S25 Edge', mpn: 'SM-S937B', price: 1249, year: 2025,
    specs: { screenSize: 6.7, processor: 'Snapdragon 8 Elite for Galaxy', ram: 12, storage: 256, cameraMain: 200, battery: 3900, os: 'Android 15', weight: 163 },
    variants: combineRev([s256, gb(512, 'HEUE', 120)], colours('Titanium Silver:ZS', 'Titanium Jetblack:ZK', 'Titanium Icyblue:LB')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S25 FE', mpn: 'SM-S731B', price: 749, year: 2025,
    specs: { screenSize: 6.7, processor: 'Exynos 2400', ram: 8, storage: 128, cameraMain: 50, battery: 4900, os: 'Android 16', weight: 190 },
    variants: combineRev([s128, gb(256, 'GEUE', 60), gb(512, 'HEUE', 180)], colours('Navy:DB', 'Icyblue:LB', 'Jetblack:ZK', 'White:ZW')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S24 Ultra', mpn: 'SM-S928B', price: 1099, year: 2024,
    specs: { screenSize: 6.8, processor: 'Snapdragon 8 Gen 3 for Galaxy', ram: 12, storage: 256, cameraMain: 200, battery: 5000, os: 'Android 14', weight: 232 },
    variants: combineRev([s256, gb(512, 'HEUE', 130), gb(1024, 'PEUE', 380)], colours('Titanium Black:ZK', 'Titanium Gray:ZT', 'Titanium Violet:ZV', 'Titanium Yellow:ZY')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S24', mpn: 'SM-S921B', price: 699, year: 2024,
    specs: { screenSize: 6.2, processor: 'Exynos 2400', ram: 8, storage: 128, cameraMain: 50, battery: 4000, os: 'Android 14', weight: 167 },
    variants: combineRev([s128, gb(256, 'GEUE', 60)], colours('Onyx Black:ZK', 'Marble Grey:ZA', 'Cobalt Violet:ZV', 'Amber Yellow:ZY')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy S24 FE', mpn: 'SM-S721B', price: 549, year: 2024,
    specs: { screenSize: 6.7, processor: 'Exynos 2400e', ram: 8, storage: 128, cameraMain: 50, battery: 4700, os: 'Android 14', weight: 213 },
    variants: combineRev([s128, gb(256, 'GEUE', 60)], colours('Blue:DB', 'Graphite:ZK', 'Gray:ZA', 'Mint:LG', 'Yellow:ZY')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy Z Fold7', mpn: 'SM-F966B', price: 2049, year: 2025,
    specs: { screenSize: 8, processor: 'Snapdragon 8 Elite for Galaxy', ram: 12, storage: 256, cameraMain: 200, battery: 4400, os: 'Android 16', weight: 215 },
    variants: combineRev([s256, gb(512, 'HEUE', 120), gb(1024, 'PEUE', 480, { ram: 16 })], colours('Blue Shadow:DB', 'Jetblack:ZK', 'Silver Shadow:ZS')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy Z Flip7', mpn: 'SM-F766B', price: 1199, year: 2025,
    specs: { screenSize: 6.9, processor: 'Exynos 2500', ram: 12, storage: 256, cameraMain: 50, battery: 4300, os: 'Android 16', weight: 188 },
    variants: combineRev([s256, gb(512, 'HEUE', 120)], colours('Blue Shadow:DB', 'Jetblack:ZK', 'Coralred:ZR')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy Z Flip6', mpn: 'SM-F741B', price: 899, year: 2024,
    specs: { screenSize: 6.7, processor: 'Snapdragon 8 Gen 3 for Galaxy', ram: 12, storage: 256, cameraMain: 50, battery: 4000, os: 'Android 14', weight: 187 },
    variants: combineRev([s256, gb(512, 'HEUE', 120)], colours('Silver Shadow:ZS', 'Yellow:ZY', 'Blue:LB', 'Mint:LG')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A56 5G', mpn: 'SM-A566B', price: 479, year: 2025,
    specs: { screenSize: 6.7, processor: 'Exynos 1580', ram: 8, storage: 128, cameraMain: 50, battery: 5000, os: 'Android 15', weight: 198 },
    variants: combineRev([gb(128, 'AEUE'), gb(256, 'CEUE', 60)], colours('Awesome Graphite:ZK', 'Awesome Lightgray:ZA', 'Awesome Olive:ZG', 'Awesome Pink:ZP')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A36 5G', mpn: 'SM-A366B', price: 379, year: 2025,
    specs: { screenSize: 6.7, processor: 'Snapdragon 6 Gen 3', ram: 6, storage: 128, cameraMain: 50, battery: 5000, os: 'Android 15', weight: 195 },
    variants: combineRev([['6 GB / 128 GB', 'AEUE', 0, { ram: 6, storage: 128 }], ['8 GB / 256 GB', 'CEUE', 70, { ram: 8, storage: 256 }]], colours('Awesome Black:ZK', 'Awesome Lavender:LV', 'Awesome White:ZW', 'Awesome Lime:ZG')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A26 5G', mpn: 'SM-A266B', price: 279, year: 2025,
    specs: { screenSize: 6.7, processor: 'Exynos 1380', ram: 6, storage: 128, cameraMain: 50, battery: 5000, os: 'Android 15', weight: 200 },
    variants: combineRev([gb(128, 'AEUE'), gb(256, 'CEUE', 50, { ram: 8 })], colours('Black:ZK', 'White:ZW', 'Mint:ZG', 'Peach Pink:ZP')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A17 5G', mpn: 'SM-A176B', price: 229, year: 2025,
    specs: { screenSize: 6.7, processor: 'Exynos 1330', ram: 4, storage: 128, cameraMain: 50, battery: 5000, os: 'Android 15', weight: 192 },
    variants: combineRev([gb(128, 'AEUE'), gb(256, 'CEUE', 50, { ram: 8 })], colours('Black:ZK', 'Gray:ZA', 'Blue:ZB')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A16', mpn: 'SM-A165F', price: 179, year: 2024,
    specs: { screenSize: 6.7, processor: 'MediaTek Helio G99', ram: 4, storage: 128, cameraMain: 50, battery: 5000, os: 'Android 14', weight: 200 },
    variants: combineRev([gb(128, 'AEUE'), gb(256, 'CEUE', 50, { ram: 8 })], colours('Black:ZK', 'Gray:ZA', 'Light Green:ZG')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A06', mpn: 'SM-A065F', price: 109, year: 2024,
    specs: { screenSize: 6.7, processor: 'MediaTek Helio G85', ram: 4, storage: 64, cameraMain: 50, battery: 5000, os: 'Android 14', weight: 189 },
    variants: combineRev([gb(64, 'DSN'), gb(128, 'DSM', 20)], colours('Black:ZK', 'Light Blue:LB', 'Gold:ZD')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy A55 5G', mpn: 'SM-A556B', price: 379, year: 2024,
    specs: { screenSize: 6.6, processor: 'Exynos 1480', ram: 8, storage: 128, cameraMain: 50, battery: 5000, os: 'Android 14', weight: 213 },
    variants: combineRev([gb(128, 'AEUE'), gb(256, 'CEUE', 50)], colours('Awesome Iceblue:LB', 'Awesome Navy:DB', 'Awesome Lilac:LV', 'Awesome Lemon:ZY')),
  },
  {
    category: C, brand: 'Samsung', model: 'Galaxy XCover7', mpn: 'SM-G556B', price: 299, year: 2024,
    specs: { screenSize: 6.6, processor: 'MediaTek Dimensity 6100+', ram: 6, storage: 128, cameraMain: 50, battery: 4050, os: 'Android 14', weight: 240 },
    variants: opts(['128 GB, Black', 'DSNEEE']),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 17 Pro Max', mpn: 'MG', price: 1549, year: 2025,
    specs: { screenSize: 6.9, processor: 'Apple A19 Pro', ram: 12, storage: 256, cameraMain: 48, battery: 4832, os: 'iOS 26', weight: 231 },
    variants: combine([gb(256, 'F'), gb(512, 'G', 250), gb(1024, 'H', 500), gb(2048, 'J', 1000)], colours('Cosmic Orange:C4', 'Deep Blue:D4', 'Silver:A4')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 17 Pro', mpn: 'MG', price: 1399, year: 2025,
    specs: { screenSize: 6.3, processor: 'Apple A19 Pro', ram: 12, storage: 256, cameraMain: 48, battery: 4252, os: 'iOS 26', weight: 204 },
    variants: combine([gb(256, 'A'), gb(512, 'B', 250), gb(1024, 'C', 500)], colours('Cosmic Orange:C4', 'Deep Blue:D4', 'Silver:A4')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone Air', mpn: 'MG', price: 1299, year: 2025,
    specs: { screenSize: 6.5, processor: 'Apple A19 Pro', ram: 12, storage: 256, cameraMain: 48, battery: 3149, os: 'iOS 26', weight: 165 },
    variants: combine([gb(256, 'K'), gb(512, 'L', 250), gb(1024, 'M', 500)], colours('Sky Blue:P4', 'Light Gold:N4', 'Cloud White:M4', 'Space Black:L4')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 17', mpn: 'MG', price: 999, year: 2025,
    specs: { screenSize: 6.3, processor: 'Apple A19', ram: 8, storage: 256, cameraMain: 48, battery: 3692, os: 'iOS 26', weight: 177 },
    variants: combine([gb(256, 'Q'), gb(512, 'R', 250)], colours('Black:E4', 'White:F4', 'Mist Blue:G4', 'Sage:H4', 'Lavender:J4')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 16e', mpn: 'MD', price: 699, year: 2025,
    specs: { screenSize: 6.1, processor: 'Apple A18', ram: 8, storage: 128, cameraMain: 48, battery: 4005, os: 'iOS 18', weight: 167 },
    variants: combine([gb(128, '1Q'), gb(256, '1R', 120), gb(512, '1T', 370)], colours('Black:4', 'White:5')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 16', mpn: 'MYE', price: 849, year: 2024,
    specs: { screenSize: 6.1, processor: 'Apple A18', ram: 8, storage: 128, cameraMain: 48, battery: 3561, os: 'iOS 18', weight: 170 },
    variants: combine([gb(128, '7'), gb(256, '8', 120), gb(512, '9', 370)], colours('Black:3', 'White:4', 'Pink:5', 'Teal:6', 'Ultramarine:7')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 16 Plus', mpn: 'MXV', price: 979, year: 2024,
    specs: { screenSize: 6.7, processor: 'Apple A18', ram: 8, storage: 128, cameraMain: 48, battery: 4674, os: 'iOS 18', weight: 199 },
    variants: combine([gb(128, 'U'), gb(256, 'V', 120)], colours('Black:1', 'White:2', 'Pink:3', 'Teal:4', 'Ultramarine:5')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 16 Pro', mpn: 'MYN', price: 1149, year: 2024,
    specs: { screenSize: 6.3, processor: 'Apple A18 Pro', ram: 8, storage: 128, cameraMain: 48, battery: 3582, os: 'iOS 18', weight: 199 },
    variants: combine([gb(128, 'D'), gb(256, 'F', 120), gb(512, 'H', 370)], colours('Black Titanium:3', 'White Titanium:4', 'Natural Titanium:5', 'Desert Titanium:6')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 16 Pro Max', mpn: 'MYW', price: 1349, year: 2024,
    specs: { screenSize: 6.9, processor: 'Apple A18 Pro', ram: 8, storage: 256, cameraMain: 48, battery: 4685, os: 'iOS 18', weight: 227 },
    variants: combine([gb(256, 'W'), gb(512, 'X', 250), gb(1024, 'Y', 500)], colours('Black Titanium:3', 'White Titanium:4', 'Natural Titanium:5', 'Desert Titanium:6')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 15', mpn: 'MTP', price: 699, year: 2023,
    specs: { screenSize: 6.1, processor: 'Apple A16 Bionic', ram: 6, storage: 128, cameraMain: 48, battery: 3349, os: 'iOS 17', weight: 171 },
    variants: combine([gb(128, '0'), gb(256, '1', 120)], colours('Black:3', 'Blue:4', 'Green:5', 'Yellow:6', 'Pink:7')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 15 Plus', mpn: 'MU1', price: 819, year: 2023,
    specs: { screenSize: 6.7, processor: 'Apple A16 Bionic', ram: 6, storage: 128, cameraMain: 48, battery: 4383, os: 'iOS 17', weight: 201 },
    variants: combine([gb(128, '0'), gb(256, '1', 120)], colours('Black:9', 'Blue:A', 'Green:B')),
  },
  {
    category: C, brand: 'Apple', model: 'iPhone 13', mpn: 'MLP', price: 549, year: 2021,
    specs: { screenSize: 6.1, processor: 'Apple A15 Bionic', ram: 4, storage: 128, cameraMain: 12, battery: 3240, os: 'iOS 15', weight: 173 },
    variants: combine([gb(128, 'F')], colours('Midnight:3', 'Starlight:4', 'Blue:5')),
  },
];
