import type { SampleProductLine, SampleVariant } from '../types.ts';
import { inColours, one, opts, type Opt } from './variants.ts';

const M = 'mesh-sistemi';
const CAM = 'ip-kamere';
const V = 'robotski-usisivaci';

/** A router line. */
function router(
  brand: string, model: string, mpn: string, price: number, year: number,
  wifi: string, bands: string, ports: string, usb: string, antennas: number | string,
  variants: SampleVariant[] = one('Black'),
): SampleProductLine {
  return { category: 'ruteri', brand, model, mpn, price, year, specs: { wifi, bands, ports, usb, antennas }, variants };
}

/** Mesh pack options: `pack(1, '(1-pack)', 0)`. */
const pack = (n: number, suffix: string, delta: number, coverage: number): Opt => [`${n}-pack`, suffix, delta, { nodes: n, coverage }];

/** A security camera line. */
function cam(
  brand: string, model: string, mpn: string, price: number, year: number,
  resolution: string, fieldOfView: number, nightVision: number, connectivity: string, waterResistance: string, storageOptions: string,
  variants: SampleVariant[] = one('White'),
): SampleProductLine {
  return { category: CAM, brand, model, mpn, price, year, specs: { resolution, fieldOfView, nightVision, connectivity, waterResistance, storageOptions }, variants };
}

/** A robot vacuum line. */
function vac(
  brand: string, model: string, mpn: string, price: number, year: number,
  suctionPower: number | null, runtime: number, navigation: string, mopping: string, dock: string,
  variants: SampleVariant[] = one('Black'),
): SampleProductLine {
  const specs: Record<string, string | number> = { runtime, navigation, mopping, dock };
  if (suctionPower) specs.suctionPower = suctionPower;
  return { category: V, brand, model, mpn, price, year, specs, variants };
}

const INDOOR = 'Indoor';
const SD = 'microSD (up to 512 GB), cloud';
const LIDAR = 'LiDAR';
const NOMOP = '—';
const FULL = 'Auto-empty, mop wash & hot-air drying';

/** Routers, mesh Wi-Fi, security cameras and robot vacuums. */
export const PRODUCT_LINES: SampleProductLine[] = [
  router('TP-Link', 'Archer C6', 'ARCHER C6', 39, 2019, 'Wi-Fi 5 (AC1200)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '—', 5),
  router('TP-Link', 'Archer AX23', 'ARCHER AX23', 59, 2021, 'Wi-Fi 6 (AX1800)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '—', 4),
  router('TP-Link', 'Archer AX55', 'ARCHER AX55', 79, 2021, 'Wi-Fi 6 (AX3000)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '1× USB 3.0', 4),
  router('TP-Link', 'Archer AX73', 'ARCHER AX73', 119, 2020, 'Wi-Fi 6 (AX5400)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '1× USB 3.0', 6),
  router('TP-Link', 'Archer AX80', 'ARCHER AX80', 169, 2022, 'Wi-Fi 6 (AX6000)', 'Dual-band', '1× 2.5G WAN/LAN, 1× 1G WAN/LAN, 3× 1G LAN', '1× USB 3.0', 8),
  router('TP-Link', 'Archer BE230', 'ARCHER BE230', 99, 2024, 'Wi-Fi 7 (BE3600)', 'Dual-band', '2× 2.5G WAN/LAN, 3× 1G LAN', '—', 4),
  router('TP-Link', 'Archer BE550', 'ARCHER BE550', 249, 2023, 'Wi-Fi 7 (BE9300)', 'Tri-band', '1× 2.5G WAN, 4× 2.5G LAN', '1× USB 3.0', 6),
  router('TP-Link', 'Archer BE800', 'ARCHER BE800', 499, 2023, 'Wi-Fi 7 (BE19000)', 'Tri-band', '2× 10G WAN/LAN, 4× 2.5G LAN', '1× USB 3.0', 8),
  router('TP-Link', 'Archer MR600', 'ARCHER MR600', 129, 2020, 'Wi-Fi 5 (AC1200), 4G+ Cat6', 'Dual-band', '1× 1G WAN/LAN, 3× 1G LAN', '—', 4, one('White')),
  router('TP-Link', 'Archer MR200', 'ARCHER MR200', 69, 2018, 'Wi-Fi 5 (AC750), 4G LTE', 'Dual-band', '1× WAN/LAN, 3× LAN (100M)', '—', 4, one('White')),
  router('ASUS', 'RT-AX57', '90IG06Z0-MO3C00', 79, 2022, 'Wi-Fi 6 (AX3000)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '—', 4),
  router('ASUS', 'RT-AX58U V2', '90IG07F0-MO3C00', 129, 2022, 'Wi-Fi 6 (AX3000)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '1× USB 3.2', 4),
  router('ASUS', 'TUF Gaming AX5400', '90IG06Z0-MU9100', 169, 2021, 'Wi-Fi 6 (AX5400)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '1× USB 3.2', 6),
  router('ASUS', 'RT-AX88U Pro', '90IG0820-MU9A00', 299, 2022, 'Wi-Fi 6 (AX6000)', 'Dual-band', '2× 2.5G WAN/LAN, 4× 1G LAN', '1× USB 3.2', 4),
  router('ASUS', 'RT-BE88U', '90IG08Y0-MO3A00', 329, 2024, 'Wi-Fi 7 (BE7200)', 'Dual-band', '2× 10G WAN/LAN, 4× 2.5G, 4× 1G LAN', '1× USB 3.0', 4),
  router('ASUS', 'ROG Rapture GT-BE98 Pro', '90IG08V0-MU2010', 749, 2024, 'Wi-Fi 7 (BE30000)', 'Quad-band', '2× 10G WAN/LAN, 1× 2.5G WAN, 4× 1G LAN', '1× USB 3.0, 1× USB 2.0', 8),
  router('Netgear', 'Nighthawk RAX50', 'RAX50-100EUS', 199, 2019, 'Wi-Fi 6 (AX5400)', 'Dual-band', '1× 1G WAN, 4× 1G LAN', '1× USB 3.0', 4),
  router('Netgear', 'Nighthawk RS300', 'RS300-100EUS', 299, 2024, 'Wi-Fi 7 (BE9300)', 'Tri-band', '1× 10G WAN, 1× 10G LAN, 4× 1G LAN', '1× USB 3.0', '—'),
  router('Xiaomi', 'Router AX3000T', 'DVB4421GL', 39, 2023, 'Wi-Fi 6 (AX3000)', 'Dual-band', '1× 1G WAN, 3× 1G LAN', '—', 4, one('White')),
  router('Xiaomi', 'Router BE3600 2.5G', 'DVB4', 59, 2025, 'Wi-Fi 7 (BE3600)', 'Dual-band', '1× 2.5G WAN, 3× 1G LAN', '—', 4, one('White', '568GL')),
  router('Xiaomi', 'Mi Router 4A Gigabit Edition', 'DVB4224GL', 25, 2019, 'Wi-Fi 5 (AC1200)', 'Dual-band', '1× 1G WAN, 2× 1G LAN', '—', 4, one('White')),
  router('MikroTik', 'hAP ax²', 'C52iG-5HaxD2HaxD-TC', 99, 2022, 'Wi-Fi 6 (AX1800)', 'Dual-band', '1× 1G PoE-in WAN, 4× 1G LAN', '—', 4, one('White')),
  router('MikroTik', 'hAP ax³', 'C53UiG+5HPaxD2HPaxD', 139, 2022, 'Wi-Fi 6 (AX1800)', 'Dual-band', '1× 2.5G, 4× 1G', '1× USB 3.0', 4),
  router('MikroTik', 'hAP ac²', 'RBD52G-5HacD2HnD-TC', 65, 2018, 'Wi-Fi 5 (AC1200)', 'Dual-band', '5× 1G', '1× USB 2.0', 4, one('White')),
  router('Huawei', 'WiFi AX3 (WS7100)', '53037717', 59, 2020, 'Wi-Fi 6 (AX3000)', 'Dual-band', '1× 1G WAN, 3× 1G LAN', '—', 4, one('White')),
  router('Huawei', '4G Router 3 Pro (B535-232a)', '51060HUX', 99, 2020, 'Wi-Fi 5 (AC1200), 4G Cat7', 'Dual-band', '4× 1G LAN/WAN', '—', 2),

  // Mesh Wi-Fi systems (nodes = pack size)
  { category: M, brand: 'TP-Link', model: 'Deco X20', mpn: 'DECO X20', price: 69, year: 2020, specs: { wifi: 'Wi-Fi 6 (AX1800)', bands: 'Dual-band', ports: '2× 1G per node', coverage: 190, nodes: 1 }, variants: opts(pack(1, '(1-PACK)', 0, 190), pack(2, '(2-PACK)', 50, 370), pack(3, '(3-PACK)', 100, 540)) },
  { category: M, brand: 'TP-Link', model: 'Deco X50', mpn: 'DECO X50', price: 99, year: 2021, specs: { wifi: 'Wi-Fi 6 (AX3000)', bands: 'Dual-band', ports: '3× 1G per node', coverage: 230, nodes: 1 }, variants: opts(pack(1, '(1-PACK)', 0, 230), pack(2, '(2-PACK)', 70, 465), pack(3, '(3-PACK)', 140, 600)) },
  { category: M, brand: 'TP-Link', model: 'Deco XE75', mpn: 'DECO XE75', price: 299, year: 2022, specs: { wifi: 'Wi-Fi 6E (AXE5400)', bands: 'Tri-band', ports: '3× 1G per node', coverage: 510, nodes: 2 }, variants: opts(pack(2, '(2-PACK)', 0, 510), pack(3, '(3-PACK)', 100, 670)) },
  { category: M, brand: 'TP-Link', model: 'Deco BE25', mpn: 'DECO BE25', price: 199, year: 2024, specs: { wifi: 'Wi-Fi 7 (BE3600)', bands: 'Dual-band', ports: '2× 2.5G per node', coverage: 420, nodes: 2 }, variants: opts(pack(2, '(2-PACK)', 0, 420), pack(3, '(3-PACK)', 80, 560)) },
  { category: M, brand: 'TP-Link', model: 'Deco BE65', mpn: 'DECO BE65', price: 249, year: 2023, specs: { wifi: 'Wi-Fi 7 (BE9300)', bands: 'Tri-band', ports: '4× 2.5G per node', coverage: 280, nodes: 1 }, variants: opts(pack(1, '(1-PACK)', 0, 280), pack(2, '(2-PACK)', 200, 540), pack(3, '(3-PACK)', 350, 700)) },
  { category: M, brand: 'TP-Link', model: 'Deco M4', mpn: 'DECO M4', price: 79, year: 2018, specs: { wifi: 'Wi-Fi 5 (AC1200)', bands: 'Dual-band', ports: '2× 1G per node', coverage: 350, nodes: 2 }, variants: opts(pack(2, '(2-PACK)', 0, 350), pack(3, '(3-PACK)', 30, 510)) },
  { category: M, brand: 'ASUS', model: 'ZenWiFi XT8', mpn: '90IG0590-MO3A', price: 349, year: 2020, specs: { wifi: 'Wi-Fi 6 (AX6600)', bands: 'Tri-band', ports: '1× 2.5G WAN, 3× 1G LAN per node', coverage: 510, nodes: 2 }, variants: inColours('Black:40', 'White:80') },
  { category: M, brand: 'ASUS', model: 'ZenWiFi XD4 Plus', mpn: '90IG07M0-MO3C', price: 149, year: 2022, specs: { wifi: 'Wi-Fi 6 (AX1800)', bands: 'Dual-band', ports: '2× 1G per node', coverage: 450, nodes: 2 }, variants: opts(pack(2, '40', 0, 450), pack(3, '60', 50, 510)) },
  { category: M, brand: 'ASUS', model: 'ZenWiFi BT8', mpn: '90IG08S0-MO3B40', price: 699, year: 2024, specs: { wifi: 'Wi-Fi 7 (BE14000)', bands: 'Tri-band', ports: '1× 10G, 1× 2.5G, 2× 1G per node', coverage: 560, nodes: 2 }, variants: one('2-pack, White') },
  { category: M, brand: 'Netgear', model: 'Orbi RBK352', mpn: 'RBK352-100EUS', price: 199, year: 2021, specs: { wifi: 'Wi-Fi 6 (AX1800)', bands: 'Dual-band', ports: '1× 1G WAN, 1× 1G LAN (router)', coverage: 280, nodes: 2 }, variants: one('2-pack, White') },
  { category: M, brand: 'Netgear', model: 'Orbi RBK763S', mpn: 'RBK763S-100EUS', price: 499, year: 2022, specs: { wifi: 'Wi-Fi 6 (AX5400)', bands: 'Tri-band', ports: '1× 1G WAN, 3× 1G LAN (router)', coverage: 560, nodes: 3 }, variants: one('3-pack, White') },
  { category: M, brand: 'Google', model: 'Nest Wifi Pro', mpn: 'GA0', price: 199, year: 2022, specs: { wifi: 'Wi-Fi 6E (AXE5400)', bands: 'Tri-band', ports: '2× 1G per node', coverage: 120, nodes: 1 }, variants: opts(['1-pack, Snow', '3274', 0, { nodes: 1 }], ['2-pack, Snow', '3275', 150, { nodes: 2, coverage: 240 }], ['3-pack, Snow', '3276', 250, { nodes: 3, coverage: 360 }]) },
  { category: M, brand: 'Xiaomi', model: 'Mesh System AX3000', mpn: 'DVB4287GL', price: 129, year: 2021, specs: { wifi: 'Wi-Fi 6 (AX3000)', bands: 'Dual-band', ports: '3× 1G per node', coverage: 370, nodes: 2 }, variants: one('2-pack, White') },
  { category: M, brand: 'eero', model: '6+', mpn: 'K010', price: 149, year: 2021, specs: { wifi: 'Wi-Fi 6 (AX3000)', bands: 'Dual-band', ports: '2× 1G per node', coverage: 140, nodes: 1 }, variants: opts(['1-pack', '111', 0, { nodes: 1 }], ['3-pack', '311', 150, { nodes: 3, coverage: 420 }]) },
  { category: M, brand: 'Tenda', model: 'Nova MW6', mpn: 'MW6', price: 79, year: 2018, specs: { wifi: 'Wi-Fi 5 (AC1200)', bands: 'Dual-band', ports: '2× 1G per node', coverage: 500, nodes: 3 }, variants: one('3-pack, White', '-3') },

  // Security cameras
  cam('TP-Link', 'Tapo C200', 'TAPO C200', 29, 2019, '1080p', 114, 9, 'Wi-Fi 2.4 GHz', INDOOR, SD),
  cam('TP-Link', 'Tapo C210', 'TAPO C210', 35, 2021, '3 MP (2304×1296)', 114, 9, 'Wi-Fi 2.4 GHz', INDOOR, SD),
  cam('TP-Link', 'Tapo C220', 'TAPO C220', 39, 2024, '4 MP (2560×1440)', 114, 12, 'Wi-Fi 2.4/5 GHz', INDOOR, SD),
  cam('TP-Link', 'Tapo C120', 'TAPO C120', 35, 2023, '4 MP (2560×1440)', 123, 9, 'Wi-Fi 2.4 GHz', 'IP66', SD),
  cam('TP-Link', 'Tapo C310', 'TAPO C310', 45, 2020, '3 MP (2304×1296)', 101, 30, 'Wi-Fi 2.4 GHz, Ethernet', 'IP66', SD),
  cam('TP-Link', 'Tapo C320WS', 'TAPO C320WS', 59, 2021, '4 MP (2560×1440)', 102, 30, 'Wi-Fi 2.4 GHz, Ethernet', 'IP66', SD),
  cam('TP-Link', 'Tapo C500', 'TAPO C500', 49, 2022, '1080p', 360, 30, 'Wi-Fi 2.4 GHz, Ethernet', 'IP65', SD),
  cam('TP-Link', 'Tapo C510W', 'TAPO C510W', 59, 2023, '3 MP (2304×1296)', 360, 30, 'Wi-Fi 2.4 GHz, Ethernet', 'IP65', SD),
  cam('TP-Link', 'Tapo C425', 'TAPO C425', 99, 2023, '4 MP (2560×1440)', 150, 15, 'Wi-Fi 2.4 GHz (battery)', 'IP66', SD, one('Black')),
  cam('Xiaomi', 'Smart Camera C200', 'BHR6766GL', 29, 2023, '1080p', 360, 10, 'Wi-Fi 2.4 GHz', INDOOR, 'microSD (up to 256 GB), cloud'),
  cam('Xiaomi', 'Smart Camera C300', 'BHR6540GL', 39, 2022, '2K (2304×1296)', 360, 10, 'Wi-Fi 2.4 GHz', INDOOR, 'microSD (up to 256 GB), cloud'),
  cam('Xiaomi', 'Smart Camera C400', 'BHR6619GL', 49, 2023, '4 MP (2560×1440)', 360, 10, 'Wi-Fi 2.4/5 GHz', INDOOR, 'microSD (up to 256 GB), cloud'),
  cam('Xiaomi', 'Outdoor Camera AW300', 'BHR6816EU', 59, 2023, '2K (2304×1296)', 360, 20, 'Wi-Fi 2.4 GHz', 'IP66', 'microSD (up to 256 GB), cloud'),
  cam('Reolink', 'Argus 4 Pro', 'ARGUS 4 PRO', 199, 2024, '4K (3840×2160)', 180, 30, 'Wi-Fi 2.4/5 GHz (battery, solar)', 'IP65', 'microSD (up to 128 GB), cloud', inColours('White:', 'Black:-B:10')),
  cam('Reolink', 'E1 Zoom', 'E1 ZOOM', 69, 2021, '5 MP (2560×1920)', 355, 12, 'Wi-Fi 2.4/5 GHz', INDOOR, 'microSD (up to 256 GB), cloud'),
  cam('Reolink', 'RLC-810A', 'RLC-810A', 99, 2021, '4K (3840×2160)', 87, 30, 'Ethernet (PoE)', 'IP66', 'microSD (up to 256 GB)'),
  cam('EZVIZ', 'C6N', 'CS-C6N', 39, 2020, '1080p', 360, 10, 'Wi-Fi 2.4 GHz', INDOOR, SD),
  cam('EZVIZ', 'H8c', 'CS-H8C', 59, 2022, '2K (2304×1296)', 360, 30, 'Wi-Fi 2.4 GHz, Ethernet', 'IP65', SD),
  cam('Ring', 'Indoor Cam (2nd Gen)', '8SN1S', 59, 2023, '1080p', 143, 6, 'Wi-Fi 2.4 GHz', INDOOR, 'Cloud (Ring Protect)', inColours('White:9-WEU0', 'Black:8-BEU0')),
  cam('Ring', 'Stick Up Cam Battery', '8SC1S', 99, 2023, '1080p', 130, 9, 'Wi-Fi 2.4 GHz (battery)', 'IPX5', 'Cloud (Ring Protect)', inColours('White:9-WEU0', 'Black:8-BEU0')),
  cam('Ring', 'Battery Video Doorbell', '8VRBPZ', 99, 2024, 'Head-to-Toe 1440×1440', 150, 5, 'Wi-Fi 2.4 GHz (battery)', 'IPX5', 'Cloud (Ring Protect)', one('Satin Nickel', '-0EU0')),
  cam('eufy', 'SoloCam S340', 'T8170', 199, 2023, '3K (2880×1620)', 360, 8, 'Wi-Fi 2.4 GHz (battery, solar)', 'IP65', 'Local 8 GB eMMC'),
  cam('eufy', 'eufyCam 3 (S330) 2+1 Kit', 'T88723W1', 449, 2022, '4K (3840×2160)', 135, 8, 'Wi-Fi 2.4 GHz (battery, solar), HomeBase 3', 'IP67', 'HomeBase 16 GB (expandable)'),
  cam('Hikvision', 'DS-2CD1043G2-I', 'DS-2CD1043G2-I', 59, 2022, '4 MP (2560×1440)', 100, 30, 'Ethernet (PoE)', 'IP67', 'NVR', opts(['2.8 mm', '(2.8MM)'], ['4 mm', '(4MM)', 0, { fieldOfView: 83 }])),
  cam('Imou', 'Ranger 2', 'IPC-A22EP', 35, 2021, '1080p', 355, 10, 'Wi-Fi 2.4 GHz, Ethernet', INDOOR, 'microSD (up to 256 GB), cloud'),
  cam('Imou', 'Cruiser 2', 'IPC-GS7EP-5M0WE', 79, 2023, '5 MP (3K)', 355, 30, 'Wi-Fi 2.4 GHz, Ethernet', 'IP66', 'microSD (up to 256 GB), cloud'),

  // Robot vacuums
  vac('Roborock', 'Saros 10R', 'SAROS10R', 1299, 2025, 20000, 180, 'StarSight 2.0 (3D ToF)', 'Dual rotating mops (lifting)', FULL, inColours('Black:02', 'White:52')),
  vac('Roborock', 'S8 MaxV Ultra', 'S8MU', 1199, 2024, 10000, 180, LIDAR, 'VibraRise 3.0 sonic mop + side mop', FULL, inColours('Black:02', 'White:52')),
  vac('Roborock', 'Qrevo Curv', 'QREVOCURV', 999, 2024, 18500, 180, LIDAR, 'Dual rotating mops (FlexiArm)', FULL, one('White', '52')),
  vac('Roborock', 'Qrevo S', 'QREVOS', 599, 2024, 7000, 180, LIDAR, 'Dual rotating mops', FULL, inColours('Black:02', 'White:52')),
  vac('Roborock', 'Q8 Max+', 'Q8MP', 399, 2023, 5500, 180, LIDAR, 'Vibration-free mop pad', 'Auto-empty', inColours('Black:02', 'White:52')),
  vac('Roborock', 'Q7 Max', 'Q7M', 299, 2022, 4200, 180, LIDAR, 'Mop pad', '—', inColours('Black:02', 'White:52')),
  vac('Roborock', 'Q5 Pro', 'Q5P', 279, 2023, 5500, 180, LIDAR, 'Mop pad', '—', inColours('Black:02', 'White:52')),
  vac('Dreame', 'X50 Ultra Complete', 'RLX63CE', 1299, 2025, 20000, 200, 'LiDAR (retractable)', 'Dual rotating mops (extendable)', FULL, one('Black')),
  vac('Dreame', 'L40 Ultra', 'RLX62CE', 899, 2024, 11000, 180, LIDAR, 'Dual rotating mops (extendable)', FULL, one('White')),
  vac('Dreame', 'L10s Ultra Gen 2', 'RLL82CE', 699, 2024, 10000, 180, LIDAR, 'Dual rotating mops (extendable)', FULL, one('White')),
  vac('Dreame', 'D10 Plus Gen 2', 'RLD33GA', 299, 2023, 6000, 170, LIDAR, 'Mop pad', 'Auto-empty', one('White')),
  vac('Dreame', 'D9 Max Gen 2', 'RLD32GD', 199, 2023, 6000, 150, LIDAR, 'Mop pad', '—', inColours('Black:-B', 'White:-W')),
  vac('iRobot', 'Roomba Combo j9+', 'C975840', 999, 2023, null, 120, 'PrecisionVision (camera)', 'Retractable mop pad', 'Auto-empty, dirt disposal + refill', one('Black')),
  vac('iRobot', 'Roomba j7+', 'J755840', 599, 2021, null, 75, 'PrecisionVision (camera)', NOMOP, 'Auto-empty', one('Graphite')),
  vac('iRobot', 'Roomba Combo Essential', 'Y011040', 199, 2024, null, 120, 'Gyroscope', 'Mop pad', '—', one('Black')),
  vac('Xiaomi', 'Robot Vacuum X20 Max', 'BHR8', 699, 2024, 7000, 220, LIDAR, 'Dual rotating mops (extendable)', FULL, one('White', '124EU')),
  vac('Xiaomi', 'Robot Vacuum X20+', 'BHR8', 499, 2024, 6000, 180, LIDAR, 'Dual rotating mops', 'Auto-empty, mop wash & drying', one('White', '121EU')),
  vac('Xiaomi', 'Robot Vacuum S20', 'BHR8', 229, 2024, 5000, 150, LIDAR, 'Mop pad', '—', inColours('Black:629EU', 'White:630EU')),
  vac('Xiaomi', 'Robot Vacuum E10', 'BHR6783EU', 149, 2023, 4000, 110, 'Gyroscope', 'Mop pad', '—', one('White')),
  vac('Ecovacs', 'Deebot X8 Pro Omni', 'DEX86', 999, 2024, 18000, 176, 'AIVI 3D + dToF', 'OZMO Roller mop', FULL, inColours('White:', 'Black:-B')),
  vac('Ecovacs', 'Deebot T30 Omni', 'DDX14', 699, 2024, 11000, 180, 'TrueMapping 2.0 (dToF)', 'Dual rotating mops (extendable)', FULL, inColours('White:', 'Black:-B')),
  vac('Ecovacs', 'Deebot N20 Plus', 'DLX55', 299, 2024, 8000, 300, 'TrueMapping (dToF)', 'Mop pad', 'Auto-empty', one('White')),
  vac('eufy', 'X10 Pro Omni', 'T2351', 599, 2023, 8000, 180, 'AI.See + LiDAR', 'Dual rotating mops', FULL, one('Black')),
];
