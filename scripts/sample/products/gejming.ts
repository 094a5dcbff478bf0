import type { SampleProductLine, SampleVariant } from '../types.ts';
import { gb, inColours, one, opts } from './variants.ts';

const C = 'igracke-konzole';
const K = 'kontroleri';

/** A video game line; `platforms` become the variants (`[name, mpnSuffix, priceDelta]`). */
function game(
  category: 'igre-za-playstation' | 'igre-za-nintendo-switch', title: string, publisher: string, developer: string,
  pegi: number, genre: string, price: number, year: number, mpn: string, platforms: [string, string, number?][],
): SampleProductLine {
  const variants: SampleVariant[] = platforms.map(([name, mpnSuffix, priceDelta = 0]) => ({ name, mpnSuffix, priceDelta, axes: [['version', name]], specs: { platform: name.replace(/, .*$/, '') } }));
  return {
    category, brand: publisher, model: title, mpn, price, year,
    specs: { platform: variants[0]?.specs?.platform ?? '', publisher, developer, pegi: `PEGI ${pegi}`, genre },
    variants,
  };
}

const PS = 'igre-za-playstation' as const;
const NS = 'igre-za-nintendo-switch' as const;
const P5: [string, string][] = [['PS5', '-PS5']];
const P54: [string, string][] = [['PS5', '-PS5'], ['PS4', '-PS4']];
const SW: [string, string][] = [['Nintendo Switch', '']];
const SW2: [string, string][] = [['Nintendo Switch 2', '']];
const SWboth = (delta: number): [string, string, number][] => [['Nintendo Switch', '', 0], ['Nintendo Switch 2 Edition', '-NS2', delta]];

/** Consoles, controllers and games. */
export const PRODUCT_LINES: SampleProductLine[] = [
  {
    category: C, brand: 'Sony', model: 'PlayStation 5 Slim', mpn: 'CFI-2016 ', price: 449, year: 2023,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.5 GHz', gpu: 'AMD RDNA 2, 10.3 TFLOPS', ram: 16, storage: 1024, resolution: '4K 120 Hz', connectivity: 'Wi-Fi 6, Bluetooth 5.1, Ethernet' },
    variants: opts(['Digital Edition', 'B01Y'], ['Disc Edition', 'A01Y', 50], ['Disc Edition + EA SPORTS FC 26', 'A01Y-FC26', 70], ['Digital Edition + Astro Bot', 'B01Y-AB', 30]),
  },
  {
    category: C, brand: 'Sony', model: 'PlayStation 5 Pro', mpn: 'CFI-7016', price: 799, year: 2024,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.85 GHz', gpu: 'AMD RDNA (PS5 Pro), 16.7 TFLOPS', ram: 16, storage: 2048, resolution: '4K 120 Hz, 8K', connectivity: 'Wi-Fi 7, Bluetooth 5.1, Ethernet' },
    variants: one('Digital Edition', ' B01Y'),
  },
  {
    category: C, brand: 'Sony', model: 'PlayStation Portal', mpn: 'CFIJ-18000', price: 219, year: 2023,
    specs: { screenSize: 8, resolution: '1920×1080 60 Hz', connectivity: 'Wi-Fi 5', weight: 529 },
    variants: opts(['White', ''], ['Midnight Black', 'B', 10]),
  },
  {
    category: C, brand: 'Microsoft', model: 'Xbox Series X', mpn: 'RRT-00010', price: 549, year: 2020,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.8 GHz', gpu: 'AMD RDNA 2, 12 TFLOPS', ram: 16, storage: 1024, resolution: '4K 120 Hz, 8K', connectivity: 'Wi-Fi 5, Bluetooth, Ethernet' },
    variants: one('1 TB, Carbon Black'),
  },
  {
    category: C, brand: 'Microsoft', model: 'Xbox Series X Digital Edition', mpn: 'EP2-00003', price: 499, year: 2024,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.8 GHz', gpu: 'AMD RDNA 2, 12 TFLOPS', ram: 16, storage: 1024, resolution: '4K 120 Hz, 8K', connectivity: 'Wi-Fi 5, Bluetooth, Ethernet' },
    variants: one('1 TB, Robot White'),
  },
  {
    category: C, brand: 'Microsoft', model: 'Xbox Series X 2 TB Galaxy Black Special Edition', mpn: 'ZDY-00003', price: 649, year: 2024,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.8 GHz', gpu: 'AMD RDNA 2, 12 TFLOPS', ram: 16, storage: 2048, resolution: '4K 120 Hz, 8K', connectivity: 'Wi-Fi 5, Bluetooth, Ethernet' },
    variants: one('2 TB, Galaxy Black'),
  },
  {
    category: C, brand: 'Microsoft', model: 'Xbox Series S', mpn: 'RRS-00010', price: 299, year: 2020,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.6 GHz', gpu: 'AMD RDNA 2, 4 TFLOPS', ram: 10, storage: 512, resolution: '1440p 120 Hz', connectivity: 'Wi-Fi 5, Bluetooth, Ethernet' },
    variants: one('512 GB, Robot White'),
  },
  {
    category: C, brand: 'Microsoft', model: 'Xbox Series S 1 TB', mpn: 'XXU-00010', price: 349, year: 2023,
    specs: { processor: 'AMD Zen 2, 8 cores, 3.6 GHz', gpu: 'AMD RDNA 2, 4 TFLOPS', ram: 10, storage: 1024, resolution: '1440p 120 Hz', connectivity: 'Wi-Fi 5, Bluetooth, Ethernet' },
    variants: one('Carbon Black'),
  },
  {
    category: C, brand: 'Nintendo', model: 'Switch 2', mpn: 'BEE-S-', price: 469, year: 2025,
    specs: { processor: 'NVIDIA custom (Arm, 8 cores)', screenSize: 7.9, ram: 12, storage: 256, resolution: '1080p handheld, 4K docked', connectivity: 'Wi-Fi 6, Bluetooth' },
    variants: opts(['Console', 'KAAAA'], ['+ Mario Kart World', 'KAAMK', 40], ['+ Pokémon Legends: Z-A', 'KAAPZ', 40]),
  },
  {
    category: C, brand: 'Nintendo', model: 'Switch OLED', mpn: 'HEG-S-', price: 329, year: 2021,
    specs: { processor: 'NVIDIA Tegra X1', screenSize: 7, ram: 4, storage: 64, resolution: '720p handheld, 1080p docked', connectivity: 'Wi-Fi 5, Bluetooth 4.1' },
    variants: inColours('White:KAAAA', 'Neon Red/Neon Blue:KABAA', 'Mario Red Edition:RAAAA:20'),
  },
  {
    category: C, brand: 'Nintendo', model: 'Switch', mpn: 'HAD-S-', price: 279, year: 2019,
    specs: { processor: 'NVIDIA Tegra X1', screenSize: 6.2, ram: 4, storage: 32, resolution: '720p handheld, 1080p docked', connectivity: 'Wi-Fi 5, Bluetooth 4.1' },
    variants: inColours('Neon Red/Neon Blue:KABAA', 'Grey:KAAAA'),
  },
  {
    category: C, brand: 'Nintendo', model: 'Switch Lite', mpn: 'HDH-S-', price: 209, year: 2019,
    specs: { processor: 'NVIDIA Tegra X1', screenSize: 5.5, ram: 4, storage: 32, resolution: '1280×720', connectivity: 'Wi-Fi 5, Bluetooth 4.1' },
    variants: inColours('Turquoise:BAZAA', 'Yellow:YAZAA', 'Coral:PAZAA', 'Grey:GAZAA', 'Blue:BBZAA'),
  },
  {
    category: C, brand: 'Valve', model: 'Steam Deck OLED', mpn: 'V004', price: 569, year: 2023,
    specs: { processor: 'AMD APU (Zen 2, 4 cores)', gpu: 'AMD RDNA 2, 8 CU', screenSize: 7.4, ram: 16, storage: 512, os: 'SteamOS 3' },
    variants: opts(gb(512, '288'), gb(1024, '289', 110)),
  },
  {
    category: C, brand: 'Valve', model: 'Steam Deck LCD', mpn: 'V004287', price: 419, year: 2022,
    specs: { processor: 'AMD APU (Zen 2, 4 cores)', gpu: 'AMD RDNA 2, 8 CU', screenSize: 7, ram: 16, storage: 256, os: 'SteamOS 3' },
    variants: one('256 GB'),
  },
  {
    category: C, brand: 'ASUS', model: 'ROG Xbox Ally', mpn: 'RC73YA-', price: 599, year: 2025,
    specs: { processor: 'AMD Ryzen Z2 A', screenSize: 7, ram: 16, storage: 512, resolution: '1920×1080 120 Hz', os: 'Windows 11 Home' },
    variants: one('White', 'NH004W'),
  },
  {
    category: C, brand: 'ASUS', model: 'ROG Xbox Ally X', mpn: 'RC73XA-', price: 899, year: 2025,
    specs: { processor: 'AMD Ryzen AI Z2 Extreme', screenSize: 7, ram: 24, storage: 1024, resolution: '1920×1080 120 Hz', os: 'Windows 11 Home' },
    variants: one('Black', 'NH001W'),
  },
  {
    category: C, brand: 'ASUS', model: 'ROG Ally X', mpn: 'RC72LA-', price: 799, year: 2024,
    specs: { processor: 'AMD Ryzen Z1 Extreme', screenSize: 7, ram: 24, storage: 1024, resolution: '1920×1080 120 Hz', os: 'Windows 11 Home' },
    variants: one('Black', 'NH001W'),
  },
  {
    category: C, brand: 'Lenovo', model: 'Legion Go', mpn: '83E1', price: 699, year: 2023,
    specs: { processor: 'AMD Ryzen Z1 Extreme', screenSize: 8.8, ram: 16, storage: 512, resolution: '2560×1600 144 Hz', os: 'Windows 11 Home' },
    variants: opts(gb(512, '0012'), gb(1024, '001A', 100)),
  },
  {
    category: C, brand: 'Meta', model: 'Quest 3', mpn: '899-00', price: 549, year: 2023,
    specs: { processor: 'Snapdragon XR2 Gen 2', ram: 8, storage: 512, resolution: '2064×2208 per eye', connectivity: 'Wi-Fi 6E' },
    variants: one('512 GB', '583'),
  },
  {
    category: C, brand: 'Meta', model: 'Quest 3S', mpn: '899-00', price: 329, year: 2024,
    specs: { processor: 'Snapdragon XR2 Gen 2', ram: 8, storage: 128, resolution: '1832×1920 per eye', connectivity: 'Wi-Fi 6E' },
    variants: opts(gb(128, '579'), gb(256, '580', 110)),
  },

  // Controllers, wheels and joysticks
  {
    category: K, brand: 'Sony', model: 'DualSense Wireless Controller', mpn: 'CFI-ZCT1W', price: 69, year: 2020,
    specs: { platform: 'PS5, PC', connectivity: 'Bluetooth, USB-C', batteryLife: 12, weight: 280 },
    variants: inColours('White:', 'Midnight Black:01', 'Cosmic Red:02', 'Nova Pink:03', 'Starlight Blue:04', 'Galactic Purple:05', 'Grey Camouflage:06', 'Volcanic Red:07:10', 'Sterling Silver:08:10', 'Cobalt Blue:09:10'),
  },
  {
    category: K, brand: 'Sony', model: 'DualSense Edge', mpn: 'CFI-ZCP1', price: 219, year: 2023,
    specs: { platform: 'PS5, PC', connectivity: 'Bluetooth, USB-C', batteryLife: 6, weight: 325 },
    variants: one('White'),
  },
  {
    category: K, brand: 'Microsoft', model: 'Xbox Wireless Controller', mpn: 'QAT-000', price: 55, year: 2020,
    specs: { platform: 'Xbox Series X|S, Xbox One, PC', connectivity: 'Xbox Wireless, Bluetooth, USB-C', batteryLife: 40, weight: 287 },
    variants: inColours('Carbon Black:09', 'Robot White:09W', 'Shock Blue:02', 'Pulse Red:12', 'Electric Volt:22:5', 'Deep Pink:83:5', 'Velocity Green:97:5'),
  },
  {
    category: K, brand: 'Microsoft', model: 'Xbox Elite Wireless Controller Series 2', mpn: 'FST-00003', price: 179, year: 2019,
    specs: { platform: 'Xbox Series X|S, Xbox One, PC', connectivity: 'Xbox Wireless, Bluetooth, USB-C', batteryLife: 40, weight: 345 },
    variants: one('Black'),
  },
  {
    category: K, brand: 'Microsoft', model: 'Xbox Elite Wireless Controller Series 2 – Core', mpn: 'HM3-0001', price: 139, year: 2022,
    specs: { platform: 'Xbox Series X|S, Xbox One, PC', connectivity: 'Xbox Wireless, Bluetooth, USB-C', batteryLife: 40, weight: 345 },
    variants: inColours('White:3', 'Red:4', 'Blue:5'),
  },
  {
    category: K, brand: 'Nintendo', model: 'Switch Pro Controller', mpn: 'HAC-A-FSSKA', price: 65, year: 2017,
    specs: { platform: 'Nintendo Switch', connectivity: 'Bluetooth, USB-C', batteryLife: 40, weight: 246 },
    variants: one('Black'),
  },
  {
    category: K, brand: 'Nintendo', model: 'Switch 2 Pro Controller', mpn: 'BEE-A-FSSKA', price: 89, year: 2025,
    specs: { platform: 'Nintendo Switch 2, Nintendo Switch', connectivity: 'Bluetooth, USB-C', batteryLife: 40, weight: 235 },
    variants: one('Black'),
  },
  {
    category: K, brand: 'Nintendo', model: 'Joy-Con Pair', mpn: 'HAC-A-J', price: 75, year: 2017,
    specs: { platform: 'Nintendo Switch', connectivity: 'Bluetooth', batteryLife: 20, weight: 98 },
    variants: inColours('Neon Red/Neon Blue:AEAA', 'Grey:AAAA', 'Pastel Pink/Pastel Green:AFAA'),
  },
  {
    category: K, brand: 'Nintendo', model: 'Joy-Con 2 Pair', mpn: 'BEE-A-JAAAA', price: 89, year: 2025,
    specs: { platform: 'Nintendo Switch 2', connectivity: 'Bluetooth', batteryLife: 20, weight: 133 },
    variants: one('Light Blue/Light Red'),
  },
  {
    category: K, brand: '8BitDo', model: 'Ultimate 2C Wireless', mpn: '80NB', price: 29, year: 2024,
    specs: { platform: 'PC, Android', connectivity: '2.4 GHz, USB-C', batteryLife: 20, weight: 220 },
    variants: inColours('Black:01', 'White:02', 'Green:03'),
  },
  {
    category: K, brand: '8BitDo', model: 'Ultimate 2 Wireless', mpn: '80NC', price: 59, year: 2025,
    specs: { platform: 'PC, Android, iOS', connectivity: '2.4 GHz, Bluetooth, USB-C', batteryLife: 20, weight: 235 },
    variants: inColours('Black:01', 'White:02'),
  },
  {
    category: K, brand: '8BitDo', model: 'Pro 2', mpn: '80GD', price: 49, year: 2021,
    specs: { platform: 'Nintendo Switch, PC, Android, iOS', connectivity: 'Bluetooth, USB-C', batteryLife: 20, weight: 220 },
    variants: inColours('Black:01', 'Grey:02', 'G Classic:03'),
  },
  {
    category: K, brand: 'Razer', model: 'Wolverine V3 Pro', mpn: 'RZ06-0519', price: 199, year: 2024,
    specs: { platform: 'Xbox Series X|S, PC', connectivity: '2.4 GHz HyperSpeed, USB-C', batteryLife: 20, weight: 274 },
    variants: inColours('Black:0100-R3M1', 'White:0200-R3M1'),
  },
  {
    category: K, brand: 'PowerA', model: 'Enhanced Wired Controller for Xbox Series X|S', mpn: '1519', price: 29, year: 2021,
    specs: { platform: 'Xbox Series X|S, PC', connectivity: 'USB-C (wired, 3 m cable)', ports: '3.5 mm audio', weight: 220 },
    variants: inColours('Black:365-01', 'White:365-02', 'Blue:365-03'),
  },
  {
    category: K, brand: 'Logitech', model: 'G29 Driving Force', mpn: '941-000112', price: 249, year: 2015,
    specs: { platform: 'PS5, PS4, PC', connectivity: 'USB', rotation: 900, weight: 2250 },
    variants: one('Black'),
  },
  {
    category: K, brand: 'Logitech', model: 'G920 Driving Force', mpn: '941-000123', price: 249, year: 2015,
    specs: { platform: 'Xbox Series X|S, Xbox One, PC', connectivity: 'USB', rotation: 900, weight: 2250 },
    variants: one('Black'),
  },
  {
    category: K, brand: 'Logitech', model: 'G923 TRUEFORCE', mpn: '941-0001', price: 279, year: 2020,
    specs: { platform: 'PS5, PS4, PC', connectivity: 'USB', rotation: 900, weight: 2250 },
    variants: opts(['PlayStation/PC', '49', 0, { platform: 'PS5, PS4, PC' }], ['Xbox/PC', '58', 0, { platform: 'Xbox Series X|S, Xbox One, PC' }]),
  },
  {
    category: K, brand: 'Thrustmaster', model: 'T248', mpn: '4', price: 299, year: 2021,
    specs: { platform: 'PS5, PS4, PC', connectivity: 'USB', rotation: 900, weight: 4300 },
    variants: opts(['PlayStation/PC', '160783', 0, { platform: 'PS5, PS4, PC' }], ['Xbox/PC', '460182', 0, { platform: 'Xbox Series X|S, Xbox One, PC' }]),
  },
  {
    category: K, brand: 'Thrustmaster', model: 'T128', mpn: '4', price: 199, year: 2022,
    specs: { platform: 'PS5, PS4, PC', connectivity: 'USB', rotation: 900, weight: 3300 },
    variants: opts(['PlayStation/PC', '160781', 0, { platform: 'PS5, PS4, PC' }], ['Xbox/PC', '460184', 0, { platform: 'Xbox Series X|S, Xbox One, PC' }]),
  },
  {
    category: K, brand: 'Thrustmaster', model: 'T.16000M FCS HOTAS', mpn: '2960778', price: 129, year: 2016,
    specs: { platform: 'PC', connectivity: 'USB', buttons: 16, weight: 1600 },
    variants: one('Black'),
  },
  {
    category: K, brand: 'Thrustmaster', model: 'T.Flight HOTAS 4', mpn: '4160664', price: 79, year: 2017,
    specs: { platform: 'PS5, PS4, PC', connectivity: 'USB', buttons: 12, weight: 1300 },
    variants: one('Black'),
  },

  // PlayStation games
  game(PS, 'EA SPORTS FC 26', 'EA', 'EA Vancouver / EA Romania', 3, 'Sports', 69, 2025, 'FC26', P54),
  game(PS, 'EA SPORTS FC 25', 'EA', 'EA Vancouver / EA Romania', 3, 'Sports', 39, 2024, 'FC25', P54),
  game(PS, 'Ghost of Yōtei', 'Sony Interactive Entertainment', 'Sucker Punch', 18, 'Action-adventure', 79, 2025, 'GOY', P5),
  game(PS, "Marvel's Spider-Man 2", 'Sony Interactive Entertainment', 'Insomniac Games', 16, 'Action-adventure', 49, 2023, 'MSM2', P5),
  game(PS, 'God of War Ragnarök', 'Sony Interactive Entertainment', 'Santa Monica Studio', 18, 'Action-adventure', 39, 2022, 'GOWR', P54),
  game(PS, 'Astro Bot', 'Sony Interactive Entertainment', 'Team Asobi', 7, 'Platformer', 59, 2024, 'ASTRO', P5),
  game(PS, 'Gran Turismo 7', 'Sony Interactive Entertainment', 'Polyphony Digital', 3, 'Racing', 39, 2022, 'GT7', P54),
  game(PS, 'Call of Duty: Black Ops 7', 'Activision', 'Treyarch / Raven Software', 18, 'FPS', 79, 2025, 'CODBO7', P54),
  game(PS, 'Call of Duty: Black Ops 6', 'Activision', 'Treyarch / Raven Software', 18, 'FPS', 49, 2024, 'CODBO6', P54),
  game(PS, 'Elden Ring Nightreign', 'Bandai Namco', 'FromSoftware', 16, 'Action RPG', 39, 2025, 'ERN', P54),
  game(PS, 'Elden Ring Shadow of the Erdtree Edition', 'Bandai Namco', 'FromSoftware', 16, 'Action RPG', 59, 2024, 'ERSOTE', P5),
  game(PS, 'Hogwarts Legacy', 'Warner Bros. Games', 'Avalanche Software', 12, 'Action RPG', 29, 2023, 'HL', P54),
  game(PS, 'Red Dead Redemption 2', 'Rockstar Games', 'Rockstar Games', 18, 'Action-adventure', 29, 2018, 'RDR2', [['PS4', '-PS4']]),
  game(PS, 'Grand Theft Auto V', 'Rockstar Games', 'Rockstar North', 18, 'Action-adventure', 29, 2022, 'GTAV', P5),
  game(PS, 'Minecraft', 'Mojang Studios', 'Mojang Studios', 7, 'Sandbox', 29, 2018, 'MC', [['PS4', '-PS4']]),
  game(PS, 'NBA 2K26', '2K', 'Visual Concepts', 3, 'Sports', 69, 2025, 'NBA2K26', P54),
  game(PS, "Assassin's Creed Shadows", 'Ubisoft', 'Ubisoft Quebec', 18, 'Action RPG', 69, 2025, 'ACS', P5),
  game(PS, 'Death Stranding 2: On the Beach', 'Sony Interactive Entertainment', 'Kojima Productions', 18, 'Action-adventure', 79, 2025, 'DS2', P5),
  game(PS, 'Black Myth: Wukong', 'Game Science', 'Game Science', 16, 'Action RPG', 59, 2024, 'BMW', P5),
  game(PS, 'Stellar Blade', 'Sony Interactive Entertainment', 'Shift Up', 18, 'Action', 49, 2024, 'SB', P5),
  game(PS, 'Final Fantasy VII Rebirth', 'Square Enix', 'Square Enix', 16, 'RPG', 49, 2024, 'FF7RB', P5),
  game(PS, 'Resident Evil 4', 'Capcom', 'Capcom', 18, 'Survival horror', 29, 2023, 'RE4', P54),
  game(PS, 'Battlefield 6', 'EA', 'Battlefield Studios', 18, 'FPS', 69, 2025, 'BF6', P5),
  game(PS, 'The Last of Us Part II Remastered', 'Sony Interactive Entertainment', 'Naughty Dog', 18, 'Action-adventure', 49, 2024, 'TLOU2R', P5),
  game(PS, 'Mortal Kombat 1', 'Warner Bros. Games', 'NetherRealm Studios', 18, 'Fighting', 29, 2023, 'MK1', P5),
  game(PS, 'F1 25', 'EA', 'Codemasters', 3, 'Racing', 59, 2025, 'F125', P5),
  game(PS, 'Split Fiction', 'EA', 'Hazelight Studios', 16, 'Action-adventure', 49, 2025, 'SF', P5),
  game(PS, 'Helldivers 2', 'Sony Interactive Entertainment', 'Arrowhead Game Studios', 18, 'Shooter', 39, 2024, 'HD2', P5),
  game(PS, 'Silent Hill 2', 'Konami', 'Bloober Team', 18, 'Survival horror', 49, 2024, 'SH2', P5),
  game(PS, 'Horizon Forbidden West Complete Edition', 'Sony Interactive Entertainment', 'Guerrilla Games', 16, 'Action RPG', 49, 2023, 'HFWCE', P5),

  // Nintendo Switch games
  game(NS, 'Mario Kart World', 'Nintendo', 'Nintendo EPD', 3, 'Racing', 79, 2025, 'BEE-P-AAAAA', SW2),
  game(NS, 'Donkey Kong Bananza', 'Nintendo', 'Nintendo EPD', 7, 'Platformer', 69, 2025, 'BEE-P-AABAA', SW2),
  game(NS, 'Pokémon Legends: Z-A', 'The Pokémon Company', 'Game Freak', 7, 'Action RPG', 59, 2025, 'HAC-P-BCAA', SWboth(10)),
  game(NS, 'The Legend of Zelda: Tears of the Kingdom', 'Nintendo', 'Nintendo EPD', 12, 'Action-adventure', 59, 2023, 'HAC-P-AXN7A', SWboth(10)),
  game(NS, 'The Legend of Zelda: Breath of the Wild', 'Nintendo', 'Nintendo EPD', 12, 'Action-adventure', 59, 2017, 'HAC-P-AAAAA', SWboth(10)),
  game(NS, 'Mario Kart 8 Deluxe', 'Nintendo', 'Nintendo EPD', 3, 'Racing', 49, 2017, 'HAC-P-AABPA', SW),
  game(NS, 'Super Mario Bros. Wonder', 'Nintendo', 'Nintendo EPD', 3, 'Platformer', 49, 2023, 'HAC-P-AQMXA', SWboth(20)),
  game(NS, 'Animal Crossing: New Horizons', 'Nintendo', 'Nintendo EPD', 3, 'Life simulation', 49, 2020, 'HAC-P-ACBAA', SWboth(10)),
  game(NS, 'Super Smash Bros. Ultimate', 'Nintendo', 'Bandai Namco / Sora Ltd.', 12, 'Fighting', 59, 2018, 'HAC-P-AAABA', SW),
  game(NS, 'Pokémon Scarlet / Violet', 'The Pokémon Company', 'Game Freak', 7, 'RPG', 49, 2022, 'HAC-P-ALZX', [['Nintendo Switch, Scarlet', 'A'], ['Nintendo Switch, Violet', 'B']]),
  game(NS, 'Minecraft', 'Mojang Studios', 'Mojang Studios', 7, 'Sandbox', 29, 2018, 'HAC-P-AEUCA', SW),
  game(NS, 'Kirby and the Forgotten Land', 'Nintendo', 'HAL Laboratory', 7, 'Platformer', 49, 2022, 'HAC-P-AXN2A', SWboth(20)),
  game(NS, 'Super Mario Party Jamboree', 'Nintendo', 'Nintendo Cube', 3, 'Party', 49, 2024, 'HAC-P-A7J8A', SWboth(20)),
  game(NS, 'Mario & Luigi: Brothership', 'Nintendo', 'Acquire', 3, 'RPG', 49, 2024, 'HAC-P-BAHEA', SW),
  game(NS, "Luigi's Mansion 2 HD", 'Nintendo', 'Tantalus Media', 7, 'Action-adventure', 49, 2024, 'HAC-P-A3K7A', SW),
  game(NS, 'Metroid Prime 4: Beyond', 'Nintendo', 'Retro Studios', 12, 'Action-adventure', 59, 2025, 'HAC-P-AMP4A', SWboth(10)),
  game(NS, 'Nintendo Switch Sports', 'Nintendo', 'Nintendo EPD', 7, 'Sports', 39, 2022, 'HAC-P-AS8SA', SW),
  game(NS, 'Splatoon 3', 'Nintendo', 'Nintendo EPD', 7, 'Shooter', 49, 2022, 'HAC-P-AV5JA', SW),
  game(NS, 'Pikmin 4', 'Nintendo', 'Nintendo EPD', 7, 'Strategy', 49, 2023, 'HAC-P-A2MVA', SW),
  game(NS, 'The Legend of Zelda: Echoes of Wisdom', 'Nintendo', 'Grezzo', 7, 'Action-adventure', 49, 2024, 'HAC-P-BANDA', SW),
  game(NS, 'Super Mario Odyssey', 'Nintendo', 'Nintendo EPD', 7, 'Platformer', 39, 2017, 'HAC-P-AAACA', SW),
  game(NS, 'Hogwarts Legacy', 'Warner Bros. Games', 'Avalanche Software', 12, 'Action RPG', 39, 2023, 'HAC-P-AXHLA', SW),
  game(NS, 'Cyberpunk 2077: Ultimate Edition', 'CD Projekt', 'CD Projekt Red', 18, 'Action RPG', 69, 2025, 'BEE-P-AACPA', SW2),
];

