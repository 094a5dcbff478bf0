import type { SampleProductLine } from '../types.ts';
import { cfg, colours, combine, one, opts, pc } from './variants.ts';

const G = 'gejming-laptopovi';
const D = 'stoni-racunari';
const M = 'mini-racunari';

const W11H = 'Windows 11 Home';
const W11P = 'Windows 11 Pro';
const DOS = 'FreeDOS';

/** Gaming laptops, desktop PCs and mini PCs. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: G, brand: 'ASUS', model: 'TUF Gaming A15 FA507NVR', mpn: 'FA507NVR-', price: 1099, year: 2024,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'AMD Ryzen 7 7435HS', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 512, os: DOS, weight: 2200 },
    variants: opts(cfg(16, 512, 'LP091'), cfg(16, 1024, 'LP092', 60)),
  },
  {
    category: G, brand: 'ASUS', model: 'TUF Gaming F16 FX608JMR', mpn: 'FX608JMR-', price: 1299, year: 2025,
    specs: { screenSize: 16, refreshRate: 165, processor: 'Intel Core i7-14650HX', gpu: 'NVIDIA GeForce RTX 5060 8 GB', ram: 16, storage: 1024, os: DOS, weight: 2200 },
    variants: one('16 GB / 1 TB, Mecha Gray', 'RV011'),
  },
  {
    category: G, brand: 'ASUS', model: 'ROG Strix G16 (2024)', mpn: 'G614J', price: 1399, year: 2024,
    specs: { screenSize: 16, refreshRate: 165, processor: 'Intel Core i7-13650HX', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: W11H, weight: 2500 },
    variants: opts(
      pc('Intel Core i7-13650HX', 16, 1024, 'V-N3135W', 0, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' }),
      pc('Intel Core i7-13650HX', 16, 1024, 'I-N4150W', 300, { gpu: 'NVIDIA GeForce RTX 4070 8 GB' }),
      pc('Intel Core i9-14900HX', 32, 1024, 'IR-N4074W', 550, { gpu: 'NVIDIA GeForce RTX 4070 8 GB', refreshRate: 240 }),
    ),
  },
  {
    category: G, brand: 'ASUS', model: 'ROG Zephyrus G14 (2024)', mpn: 'GA403U', price: 1799, year: 2024,
    specs: { screenSize: 14, refreshRate: 120, processor: 'AMD Ryzen 9 8945HS', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: W11H, weight: 1500 },
    variants: combine([['RTX 4060', 'V-QS', 0], ['RTX 4070', 'I-QS', 300, { gpu: 'NVIDIA GeForce RTX 4070 8 GB', ram: 32 }]], colours('Eclipse Gray:087W', 'Platinum White:088W')),
  },
  {
    category: G, brand: 'Lenovo', model: 'LOQ 15IAX9', mpn: '83GS00', price: 799, year: 2024,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i5-12450HX', gpu: 'NVIDIA GeForce RTX 3050 6 GB', ram: 16, storage: 512, os: DOS, weight: 2380 },
    variants: opts(
      pc('Intel Core i5-12450HX', 16, 512, '8EYA', 0, { gpu: 'NVIDIA GeForce RTX 3050 6 GB' }),
      pc('Intel Core i5-12450HX', 16, 512, '9FYA', 150, { gpu: 'NVIDIA GeForce RTX 4050 6 GB' }),
      pc('Intel Core i5-12450HX', 16, 1024, 'AGYA', 300, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' }),
    ),
  },
  {
    category: G, brand: 'Lenovo', model: 'Legion 5 16IRX9', mpn: '83DG00', price: 1499, year: 2024,
    specs: { screenSize: 16, refreshRate: 165, processor: 'Intel Core i7-14650HX', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: DOS, weight: 2380 },
    variants: opts(pc('Intel Core i7-14650HX', 16, 1024, 'ADYA', 0, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' }), pc('Intel Core i7-14650HX', 32, 1024, 'CBYA', 250, { gpu: 'NVIDIA GeForce RTX 4070 8 GB' })),
  },
  {
    category: G, brand: 'Lenovo', model: 'Legion Pro 5 16IAX10', mpn: '83F3', price: 2299, year: 2025,
    specs: { screenSize: 16, refreshRate: 240, processor: 'Intel Core Ultra 9 275HX', gpu: 'NVIDIA GeForce RTX 5070 Ti 12 GB', ram: 32, storage: 1024, os: W11H, weight: 2450 },
    variants: opts(pc('Intel Core Ultra 9 275HX', 32, 1024, '003MRM', 0, { gpu: 'NVIDIA GeForce RTX 5070 Ti 12 GB' }), pc('Intel Core Ultra 9 275HX', 32, 2048, '004BRM', 600, { gpu: 'NVIDIA GeForce RTX 5080 16 GB' })),
  },
  {
    category: G, brand: 'Lenovo', model: 'Legion Pro 7 16IAX10H', mpn: '83F5', price: 3299, year: 2025,
    specs: { screenSize: 16, refreshRate: 240, processor: 'Intel Core Ultra 9 275HX', gpu: 'NVIDIA GeForce RTX 5080 16 GB', ram: 32, storage: 2048, os: W11H, weight: 2670 },
    variants: one('32 GB / 2 TB, Eclipse Black', '001URM'),
  },
  {
    category: G, brand: 'HP', model: 'Victus 15-fa1', mpn: '8', price: 749, year: 2023,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i5-13420H', gpu: 'NVIDIA GeForce RTX 3050 6 GB', ram: 16, storage: 512, os: DOS, weight: 2290 },
    variants: combine([['RTX 3050', '4', 0], ['RTX 4050', '5', 150, { gpu: 'NVIDIA GeForce RTX 4050 6 GB' }]], colours('Mica Silver:C6Y0EA', 'Performance Blue:C6Y1EA')),
  },
  {
    category: G, brand: 'HP', model: 'Victus 16-s0', mpn: '8', price: 1099, year: 2023,
    specs: { screenSize: 16.1, refreshRate: 165, processor: 'AMD Ryzen 7 7840HS', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: DOS, weight: 2290 },
    variants: one('16 GB / 1 TB, Mica Silver', '21A67EA'),
  },
  {
    category: G, brand: 'HP', model: 'OMEN 16-xf0', mpn: '8', price: 1499, year: 2023,
    specs: { screenSize: 16.1, refreshRate: 165, processor: 'AMD Ryzen 7 7840HS', gpu: 'NVIDIA GeForce RTX 4070 8 GB', ram: 32, storage: 1024, os: W11H, weight: 2370 },
    variants: one('32 GB / 1 TB, Shadow Black', '23C81EA'),
  },
  {
    category: G, brand: 'HP', model: 'OMEN Transcend 14-fb0', mpn: '9', price: 1699, year: 2024,
    specs: { screenSize: 14, refreshRate: 120, processor: 'Intel Core Ultra 7 155H', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: W11H, weight: 1630 },
    variants: one('16 GB / 1 TB, Shadow Black', 'F0M9EA'),
  },
  {
    category: G, brand: 'Acer', model: 'Nitro V 15 ANV15-51', mpn: 'NH.QN', price: 849, year: 2023,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i5-13420H', gpu: 'NVIDIA GeForce RTX 4050 6 GB', ram: 16, storage: 512, os: DOS, weight: 2110 },
    variants: opts(pc('Intel Core i5-13420H', 16, 512, '8EX.00A', 0, { gpu: 'NVIDIA GeForce RTX 4050 6 GB' }), pc('Intel Core i7-13620H', 16, 1024, '9EX.00B', 200, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' })),
  },
  {
    category: G, brand: 'Acer', model: 'Nitro V 16 ANV16-41', mpn: 'NH.QP', price: 1099, year: 2024,
    specs: { screenSize: 16, refreshRate: 165, processor: 'AMD Ryzen 7 8845HS', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: DOS, weight: 2500 },
    variants: one('16 GB / 1 TB, Obsidian Black', '1EX.002'),
  },
  {
    category: G, brand: 'Acer', model: 'Predator Helios Neo 16 PHN16-72', mpn: 'NH.QQ', price: 1499, year: 2024,
    specs: { screenSize: 16, refreshRate: 240, processor: 'Intel Core i7-14700HX', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: W11H, weight: 2800 },
    variants: opts(pc('Intel Core i7-14700HX', 16, 1024, 'REX.00A', 0, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' }), pc('Intel Core i9-14900HX', 32, 1024, 'REX.00C', 400, { gpu: 'NVIDIA GeForce RTX 4070 8 GB' })),
  },
  {
    category: G, brand: 'MSI', model: 'Katana 15 B13VFK', mpn: '9S7-158', price: 1099, year: 2023,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i7-13620H', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: DOS, weight: 2250 },
    variants: one('16 GB / 1 TB, Black', '12-1234'),
  },
  {
    category: G, brand: 'MSI', model: 'Thin GF63 12UC', mpn: '9S7-16R8', price: 649, year: 2022,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i5-12450H', gpu: 'NVIDIA GeForce RTX 3050 4 GB', ram: 8, storage: 512, os: DOS, weight: 1860 },
    variants: opts(cfg(8, 512, '21-1035'), cfg(16, 512, '21-1040', 50)),
  },
  {
    category: G, brand: 'MSI', model: 'Cyborg 15 A13VE', mpn: '9S7-15K1', price: 899, year: 2023,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i7-13620H', gpu: 'NVIDIA GeForce RTX 4050 6 GB', ram: 16, storage: 512, os: DOS, weight: 1980 },
    variants: one('16 GB / 512 GB, Translucent Black', '11-1049'),
  },
  {
    category: G, brand: 'MSI', model: 'Vector 16 HX A14VHG', mpn: '9S7-15M2', price: 2499, year: 2024,
    specs: { screenSize: 16, refreshRate: 240, processor: 'Intel Core i9-14900HX', gpu: 'NVIDIA GeForce RTX 4080 12 GB', ram: 32, storage: 1024, os: W11H, weight: 2700 },
    variants: one('32 GB / 1 TB, Cosmos Gray', '11-0071'),
  },
  {
    category: G, brand: 'Dell', model: 'Alienware m16 R2', mpn: 'AWM16R2-', price: 1799, year: 2024,
    specs: { screenSize: 16, refreshRate: 240, processor: 'Intel Core Ultra 7 155H', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: W11H, weight: 2610 },
    variants: opts(pc('Intel Core Ultra 7 155H', 16, 1024, '7060', 0, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' }), pc('Intel Core Ultra 9 185H', 32, 1024, '9070', 400, { gpu: 'NVIDIA GeForce RTX 4070 8 GB' })),
  },
  {
    category: G, brand: 'Dell', model: 'G16 7630', mpn: 'G7630-', price: 1299, year: 2023,
    specs: { screenSize: 16, refreshRate: 165, processor: 'Intel Core i7-13650HX', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 1024, os: W11H, weight: 2700 },
    variants: one('16 GB / 1 TB, Metallic Nightshade', '1306'),
  },
  {
    category: G, brand: 'Gigabyte', model: 'G5 KF5 (2024)', mpn: 'KF5-H3EE354KD', price: 949, year: 2024,
    specs: { screenSize: 15.6, refreshRate: 144, processor: 'Intel Core i5-13500H', gpu: 'NVIDIA GeForce RTX 4060 8 GB', ram: 16, storage: 512, os: DOS, weight: 1900 },
    variants: one('16 GB / 512 GB, Black'),
  },
  {
    category: G, brand: 'Gigabyte', model: 'AORUS 16X (2024)', mpn: 'AORUS 16X ASG-', price: 1699, year: 2024,
    specs: { screenSize: 16, refreshRate: 165, processor: 'Intel Core i7-14650HX', gpu: 'NVIDIA GeForce RTX 4070 8 GB', ram: 32, storage: 1024, os: W11H, weight: 2300 },
    variants: one('32 GB / 1 TB, Aurora Gray', '53EEC54SH'),
  },
  {
    category: G, brand: 'Razer', model: 'Blade 16 (2025)', mpn: 'RZ09-0528', price: 3199, year: 2025,
    specs: { screenSize: 16, refreshRate: 240, processor: 'AMD Ryzen AI 9 HX 370', gpu: 'NVIDIA GeForce RTX 5070 Ti 12 GB', ram: 32, storage: 1024, os: W11H, weight: 2140 },
    variants: opts(pc('AMD Ryzen AI 9 HX 370', 32, 1024, 'EEF3', 0, { gpu: 'NVIDIA GeForce RTX 5070 Ti 12 GB' }), pc('AMD Ryzen AI 9 HX 370', 32, 2048, 'GEF3', 600, { gpu: 'NVIDIA GeForce RTX 5080 16 GB' })),
  },

  // Desktop PCs
  {
    category: D, brand: 'HP', model: 'Pro Tower 290 G9', mpn: '6', price: 429, year: 2022,
    specs: { formFactor: 'Tower', processor: 'Intel Core i3-12100', ram: 8, storage: 256, gpu: 'Intel UHD Graphics 730', os: DOS },
    variants: opts(pc('Intel Core i3-12100', 8, 256, 'A6D33EA'), pc('Intel Core i5-12400', 8, 512, '6D3A9EA', 120), pc('Intel Core i7-12700', 16, 512, '6D3B2EA', 300, { gpu: 'Intel UHD Graphics 770' })),
  },
  {
    category: D, brand: 'HP', model: 'Victus 15L TG02', mpn: 'A', price: 999, year: 2024,
    specs: { formFactor: 'Tower', processor: 'AMD Ryzen 5 7600', ram: 16, storage: 512, gpu: 'NVIDIA GeForce RTX 4060 8 GB', os: DOS },
    variants: opts(pc('AMD Ryzen 5 7600', 16, 512, '1B5FEA', 0, { gpu: 'NVIDIA GeForce RTX 4060 8 GB' }), pc('AMD Ryzen 7 7700', 16, 1024, '1B6AEA', 250, { gpu: 'NVIDIA GeForce RTX 4060 Ti 8 GB' })),
  },
  {
    category: D, brand: 'HP', model: 'OMEN 25L GT15', mpn: 'A', price: 1699, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i7-14700F', ram: 32, storage: 1024, gpu: 'NVIDIA GeForce RTX 4070 SUPER 12 GB', os: W11H },
    variants: one('32 GB / 1 TB', '1A2BEA'),
  },
  {
    category: D, brand: 'HP', model: 'All-in-One 24-cr0', mpn: '9', price: 799, year: 2023,
    specs: { formFactor: 'All-in-One 23.8"', processor: 'Intel Core i5-1335U', ram: 16, storage: 512, gpu: 'Intel Iris Xe', os: W11H },
    variants: opts(pc('Intel Core i5-1335U', 16, 512, '4Q26EA'), pc('Intel Core i7-1355U', 16, 1024, '4Q31EA', 200)),
  },
  {
    category: D, brand: 'Dell', model: 'OptiPlex 7020 Tower', mpn: 'N', price: 899, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i5-14500', ram: 16, storage: 512, gpu: 'Intel UHD Graphics 770', os: W11P },
    variants: opts(pc('Intel Core i5-14500', 16, 512, '008O7020MT'), pc('Intel Core i7-14700', 16, 512, '010O7020MT', 250)),
  },
  {
    category: D, brand: 'Dell', model: 'OptiPlex 7010 SFF', mpn: 'N', price: 749, year: 2023,
    specs: { formFactor: 'SFF', processor: 'Intel Core i5-13500', ram: 8, storage: 256, gpu: 'Intel UHD Graphics 770', os: W11P },
    variants: opts(cfg(8, 256, '003O7010SFF'), cfg(16, 512, '004O7010SFF', 100)),
  },
  {
    category: D, brand: 'Lenovo', model: 'ThinkCentre M70t Gen 5', mpn: '12U1', price: 799, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i5-14400', ram: 16, storage: 512, gpu: 'Intel UHD Graphics 730', os: W11P },
    variants: opts(pc('Intel Core i5-14400', 16, 512, '000RMX'), pc('Intel Core i7-14700', 16, 512, '000TMX', 250, { gpu: 'Intel UHD Graphics 770' })),
  },
  {
    category: D, brand: 'Lenovo', model: 'ThinkCentre M70s Gen 4', mpn: '12DT', price: 699, year: 2023,
    specs: { formFactor: 'SFF', processor: 'Intel Core i5-13400', ram: 8, storage: 512, gpu: 'Intel UHD Graphics 730', os: W11P },
    variants: opts(cfg(8, 512, '000EMX'), cfg(16, 512, '000GMX', 60)),
  },
  {
    category: D, brand: 'Lenovo', model: 'LOQ Tower 17IRR9', mpn: '90X0', price: 1099, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i5-14400F', ram: 16, storage: 1024, gpu: 'NVIDIA GeForce RTX 4060 8 GB', os: DOS },
    variants: one('16 GB / 1 TB', '00B1MT'),
  },
  {
    category: D, brand: 'Lenovo', model: 'IdeaCentre AIO 24IRH9', mpn: 'F0HN', price: 749, year: 2024,
    specs: { formFactor: 'All-in-One 23.8"', processor: 'Intel Core i5-13420H', ram: 16, storage: 512, gpu: 'Intel UHD Graphics', os: W11H },
    variants: one('16 GB / 512 GB, Luna Grey', '00A5SC'),
  },
  {
    category: D, brand: 'ASUS', model: 'ROG Strix G16CHR', mpn: 'G16CHR-', price: 1899, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i7-14700F', ram: 32, storage: 1024, gpu: 'NVIDIA GeForce RTX 4070 SUPER 12 GB', os: W11H },
    variants: one('32 GB / 1 TB', '71470F0130'),
  },
  {
    category: D, brand: 'ASUS', model: 'ExpertCenter D7 D700TE', mpn: 'D700TE-', price: 699, year: 2023,
    specs: { formFactor: 'Tower', processor: 'Intel Core i5-13400', ram: 8, storage: 512, gpu: 'Intel UHD Graphics 730', os: DOS },
    variants: opts(cfg(8, 512, '513400005X'), cfg(16, 512, '513400006X', 60)),
  },
  {
    category: D, brand: 'Acer', model: 'Aspire TC-1780', mpn: 'DG.E3J', price: 649, year: 2023,
    specs: { formFactor: 'Tower', processor: 'Intel Core i5-13400', ram: 16, storage: 512, gpu: 'Intel UHD Graphics 730', os: DOS },
    variants: opts(pc('Intel Core i5-13400', 16, 512, 'EX.00G'), pc('Intel Core i7-13700', 16, 1024, 'EX.00H', 200, { gpu: 'Intel UHD Graphics 770' })),
  },
  {
    category: D, brand: 'Acer', model: 'Nitro N50-656', mpn: 'DG.E3L', price: 1049, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i5-14400F', ram: 16, storage: 1024, gpu: 'NVIDIA GeForce RTX 4060 8 GB', os: DOS },
    variants: one('16 GB / 1 TB', 'EX.00B'),
  },
  {
    category: D, brand: 'MSI', model: 'MAG Infinite S3 14NUD7', mpn: '9S6-B93', price: 1599, year: 2024,
    specs: { formFactor: 'Tower', processor: 'Intel Core i7-14700F', ram: 16, storage: 1024, gpu: 'NVIDIA GeForce RTX 4060 Ti 8 GB', os: W11H },
    variants: one('16 GB / 1 TB', '421-1234'),
  },
  {
    category: D, brand: 'Apple', model: 'iMac 24" (M4)', mpn: 'MW', price: 1549, year: 2024,
    specs: { formFactor: 'All-in-One 24"', processor: 'Apple M4 (8-core CPU)', ram: 16, storage: 256, gpu: 'Apple M4 8-core GPU', os: 'macOS' },
    variants: combine([cfg(16, 256, 'U')], colours('Blue:F3', 'Green:G3', 'Pink:H3', 'Silver:J3', 'Yellow:K3', 'Orange:L3', 'Purple:M3')),
  },
  {
    category: D, brand: 'Apple', model: 'Mac Studio (M4 Max)', mpn: 'MU963', price: 2399, year: 2025,
    specs: { formFactor: 'Desktop', processor: 'Apple M4 Max (14-core CPU)', ram: 36, storage: 512, gpu: 'Apple M4 Max 32-core GPU', os: 'macOS' },
    variants: one('36 GB / 512 GB', 'ZE/A'),
  },

  // Mini PCs
  {
    category: M, brand: 'Apple', model: 'Mac mini (M4)', mpn: 'MU9', price: 749, year: 2024,
    specs: { processor: 'Apple M4 (10-core CPU)', ram: 16, storage: 256, gpu: 'Apple M4 10-core GPU', os: 'macOS', connectivity: 'Wi-Fi 6E, Bluetooth 5.3, 10GbE optional' },
    variants: opts(cfg(16, 256, 'D3ZE/A'), cfg(16, 512, 'E3ZE/A', 250), cfg(24, 512, 'F3ZE/A', 500), pc('Apple M4 Pro (12-core CPU)', 24, 512, 'G3ZE/A', 900, { gpu: 'Apple M4 Pro 16-core GPU' })),
  },
  {
    category: M, brand: 'ASUS', model: 'NUC 14 Pro', mpn: '90AR0072-', price: 599, year: 2024,
    specs: { processor: 'Intel Core Ultra 5 125H', ram: 16, storage: 512, gpu: 'Intel Arc Graphics', os: DOS, connectivity: 'Wi-Fi 6E, Bluetooth 5.3, 2.5GbE' },
    variants: opts(pc('Intel Core Ultra 5 125H', 16, 512, 'M00010'), pc('Intel Core Ultra 7 155H', 32, 1024, 'M00020', 250)),
  },
  {
    category: M, brand: 'Lenovo', model: 'ThinkCentre M70q Gen 5 Tiny', mpn: '12TD', price: 749, year: 2024,
    specs: { processor: 'Intel Core i5-14400T', ram: 16, storage: 512, gpu: 'Intel UHD Graphics 730', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.2, 1GbE' },
    variants: opts(pc('Intel Core i5-14400T', 16, 512, '000RMX'), pc('Intel Core i7-14700T', 16, 512, '000TMX', 200, { gpu: 'Intel UHD Graphics 770' })),
  },
  {
    category: M, brand: 'Lenovo', model: 'ThinkCentre M75q Gen 5 Tiny', mpn: '12RQ', price: 699, year: 2024,
    specs: { processor: 'AMD Ryzen 5 PRO 8500GE', ram: 16, storage: 512, gpu: 'AMD Radeon 740M', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.3, 1GbE' },
    variants: one('16 GB / 512 GB', '000BMX'),
  },
  {
    category: M, brand: 'HP', model: 'Pro Mini 400 G9', mpn: '6', price: 699, year: 2023,
    specs: { processor: 'Intel Core i5-13500T', ram: 8, storage: 512, gpu: 'Intel UHD Graphics 770', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.3, 1GbE' },
    variants: opts(cfg(8, 512, 'B2D5EA'), cfg(16, 512, 'B2D6EA', 60)),
  },
  {
    category: M, brand: 'HP', model: 'Elite Mini 800 G9', mpn: '6', price: 1099, year: 2023,
    specs: { processor: 'Intel Core i7-13700T', ram: 16, storage: 512, gpu: 'Intel UHD Graphics 770', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.3, 1GbE' },
    variants: one('16 GB / 512 GB', 'B2E5EA'),
  },
  {
    category: M, brand: 'Dell', model: 'OptiPlex Micro 7020', mpn: 'N', price: 849, year: 2024,
    specs: { processor: 'Intel Core i5-14500T', ram: 16, storage: 512, gpu: 'Intel UHD Graphics 770', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.3, 1GbE' },
    variants: one('16 GB / 512 GB', '009O7020MFF'),
  },
  {
    category: M, brand: 'Beelink', model: 'SER8', mpn: 'SER8-', price: 509, year: 2024,
    specs: { processor: 'AMD Ryzen 7 8845HS', ram: 32, storage: 1024, gpu: 'AMD Radeon 780M', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.2, 2.5GbE' },
    variants: opts(cfg(24, 1024, '8845HS-24-1T'), cfg(32, 1024, '8845HS-32-1T', 40)),
  },
  {
    category: M, brand: 'Beelink', model: 'SER5 MAX', mpn: 'SER5MAX-', price: 329, year: 2023,
    specs: { processor: 'AMD Ryzen 7 5800H', ram: 32, storage: 500, gpu: 'AMD Radeon Vega 8', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.2, 2.5GbE' },
    variants: one('32 GB / 500 GB', '5800H-32-500'),
  },
  {
    category: M, brand: 'Beelink', model: 'EQ12', mpn: 'EQ12-', price: 199, year: 2023,
    specs: { processor: 'Intel N100', ram: 16, storage: 500, gpu: 'Intel UHD Graphics', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.2, 2× 2.5GbE' },
    variants: one('16 GB / 500 GB', 'N100-16-500'),
  },
  {
    category: M, brand: 'Beelink', model: 'Mini S12 Pro', mpn: 'S12PRO-', price: 179, year: 2023,
    specs: { processor: 'Intel N100', ram: 16, storage: 500, gpu: 'Intel UHD Graphics', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.2, 1GbE' },
    variants: one('16 GB / 500 GB', 'N100-16-500'),
  },
  {
    category: M, brand: 'MINISFORUM', model: 'UM890 Pro', mpn: 'UM890PRO-', price: 599, year: 2024,
    specs: { processor: 'AMD Ryzen 9 8945HS', ram: 16, storage: 512, gpu: 'AMD Radeon 780M', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.3, 2× 2.5GbE' },
    variants: opts(cfg(16, 512, '16-512'), cfg(32, 1024, '32-1T', 100)),
  },
  {
    category: M, brand: 'MINISFORUM', model: 'UN100P', mpn: 'UN100P-', price: 229, year: 2024,
    specs: { processor: 'Intel N100', ram: 16, storage: 512, gpu: 'Intel UHD Graphics', os: W11P, connectivity: 'Wi-Fi 6, Bluetooth 5.2, 2.5GbE' },
    variants: one('16 GB / 512 GB', '16-512'),
  },
  {
    category: M, brand: 'GEEKOM', model: 'A8', mpn: 'A8-', price: 699, year: 2024,
    specs: { processor: 'AMD Ryzen 7 8845HS', ram: 32, storage: 1024, gpu: 'AMD Radeon 780M', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.2, 2.5GbE' },
    variants: opts(pc('AMD Ryzen 7 8845HS', 32, 1024, '8845-32-1T'), pc('AMD Ryzen 9 8945HS', 32, 2048, '8945-32-2T', 100)),
  },
  {
    category: M, brand: 'GEEKOM', model: 'IT13', mpn: 'IT13-', price: 749, year: 2023,
    specs: { processor: 'Intel Core i9-13900HK', ram: 32, storage: 2048, gpu: 'Intel Iris Xe', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.2, 2.5GbE' },
    variants: one('32 GB / 2 TB', 'I9-32-2T'),
  },
  {
    category: M, brand: 'Raspberry Pi', model: '5', mpn: 'SC', price: 65, year: 2023,
    specs: { processor: 'Broadcom BCM2712 (4× Cortex-A76)', ram: 4, gpu: 'VideoCore VII', os: 'Raspberry Pi OS', connectivity: 'Wi-Fi 5, Bluetooth 5.0, 1GbE' },
    variants: opts(['4 GB', '1111', 0, { ram: 4 }], ['8 GB', '1112', 25, { ram: 8 }], ['16 GB', '1113', 65, { ram: 16 }]),
  },
  {
    category: M, brand: 'MSI', model: 'Cubi N ADL', mpn: '9S6-B0A9', price: 249, year: 2023,
    specs: { processor: 'Intel N200', ram: 8, storage: 256, gpu: 'Intel UHD Graphics', os: W11P, connectivity: 'Wi-Fi 6E, Bluetooth 5.2, 1GbE' },
    variants: one('8 GB / 256 GB', '11-0012'),
  },
];
