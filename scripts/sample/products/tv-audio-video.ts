import type { SampleProductLine, SampleVariant } from '../types.ts';
import { inColours, one } from './variants.ts';

/**
 * A TV line sold in several sizes. `pattern` is the MPN suffix with `{s}` for the size;
 * `sizes` are `[inches, shelf price]`, the first being the cheapest.
 */
function tv(
  brand: string, model: string, mpn: string, pattern: string, year: number,
  panel: string, refreshRate: number, hdr: string, os: string, ports: string,
  sizes: [number, number][],
): SampleProductLine {
  const [smallest = 0, base = 0] = sizes[0] ?? [];
  const variants: SampleVariant[] = sizes.map(([s, price]) => ({ name: `${s}"`, mpnSuffix: pattern.replace('{s}', String(s)), priceDelta: price - base, axes: [['size', `${s}"`]], specs: { screenSize: s } }));
  return {
    category: 'televizori', brand, model, mpn, price: base, year,
    specs: { screenSize: smallest, resolution: '3840×2160', panel, refreshRate, hdr, os, ports },
    variants,
  };
}

/** A projector line. */
function proj(
  brand: string, model: string, mpn: string, price: number, year: number,
  resolution: string, brightnessLumens: number, lightSource: string, throwRatio: string, os: string,
  variants: SampleVariant[] = one('White'),
): SampleProductLine {
  return { category: 'projektori', brand, model, mpn, price, year, specs: { resolution, brightnessLumens, lightSource, throwRatio, os }, variants };
}

const TIZEN = 'Tizen';
const WEBOS = 'webOS';
const GTV = 'Google TV';
const VIDAA = 'VIDAA';
const HDR_S = 'HDR10, HDR10+, HLG';
const HDR_ALL = 'HDR10, HDR10+, Dolby Vision, HLG';
const HDR_LG = 'HDR10, Dolby Vision, HLG';
const H4_21 = '4× HDMI 2.1';
const H3 = '3× HDMI';
const H4 = '4× HDMI';

/** TVs and projectors. */
export const PRODUCT_LINES: SampleProductLine[] = [
  tv('Samsung', 'S95D OLED', 'QE', '{s}S95DATXXH', 2024, 'QD-OLED', 144, HDR_S, TIZEN, H4_21, [[55, 1999], [65, 2699], [77, 4299]]),
  tv('Samsung', 'S90D OLED', 'QE', '{s}S90DAEXXH', 2024, 'QD-OLED', 144, HDR_S, TIZEN, H4_21, [[48, 1199], [55, 1299], [65, 1699], [77, 2999], [83, 3999]]),
  tv('Samsung', 'QN90D Neo QLED', 'QE', '{s}QN90DATXXH', 2024, 'Neo QLED (Mini LED)', 144, HDR_S, TIZEN, H4_21, [[50, 1199], [55, 1399], [65, 1799], [75, 2499], [85, 3299]]),
  tv('Samsung', 'QN85D Neo QLED', 'QE', '{s}QN85DBTXXH', 2024, 'Neo QLED (Mini LED)', 120, HDR_S, TIZEN, H4, [[55, 1099], [65, 1399], [75, 1899], [85, 2599]]),
  tv('Samsung', 'Q80D QLED', 'QE', '{s}Q80DATXXH', 2024, 'QLED', 120, HDR_S, TIZEN, H4, [[50, 799], [55, 899], [65, 1199], [75, 1599], [85, 2299]]),
  tv('Samsung', 'Q60D QLED', 'QE', '{s}Q60DAUXXH', 2024, 'QLED', 50, HDR_S, TIZEN, H3, [[43, 449], [50, 529], [55, 599], [65, 799], [75, 1099], [85, 1599]]),
  tv('Samsung', 'Crystal UHD DU7172', 'UE', '{s}DU7172UXXH', 2024, 'LED', 50, HDR_S, TIZEN, H3, [[43, 329], [50, 379], [55, 429], [65, 549], [75, 799], [85, 1199]]),
  tv('Samsung', 'The Frame LS03D', 'QE', '{s}LS03DAUXXH', 2024, 'QLED (matte)', 120, HDR_S, TIZEN, '4× HDMI (One Connect)', [[43, 899], [50, 999], [55, 1199], [65, 1499], [75, 1999], [85, 2799]]),
  tv('Samsung', 'QN90F Neo QLED', 'QE', '{s}QN90FATXXH', 2025, 'Neo QLED (Mini LED)', 165, HDR_S, TIZEN, H4_21, [[55, 1599], [65, 1999], [75, 2799], [85, 3499]]),
  tv('Samsung', 'S90F OLED', 'QE', '{s}S90FAEXXH', 2025, 'OLED', 144, HDR_S, TIZEN, H4_21, [[55, 1499], [65, 1899], [77, 3199]]),
  tv('Samsung', 'Q7F QLED', 'QE', '{s}Q7FAAUXXH', 2025, 'QLED', 50, HDR_S, TIZEN, H3, [[43, 499], [50, 579], [55, 649], [65, 849], [75, 1199], [85, 1699]]),
  tv('Samsung', 'Crystal UHD U8000F', 'UE', '{s}U8000FUXXH', 2025, 'LED', 50, HDR_S, TIZEN, H3, [[43, 349], [50, 399], [55, 449], [65, 599], [75, 849]]),
  tv('LG', 'OLED evo C4', 'OLED', '{s}C44LA', 2024, 'OLED evo', 144, HDR_LG, WEBOS, H4_21, [[42, 1199], [48, 1299], [55, 1399], [65, 1899], [77, 2999], [83, 4299]]),
  tv('LG', 'OLED B4', 'OLED', '{s}B42LA', 2024, 'OLED', 120, HDR_LG, WEBOS, '2× HDMI 2.1, 2× HDMI 2.0', [[48, 999], [55, 1099], [65, 1499], [77, 2499]]),
  tv('LG', 'OLED evo G4', 'OLED', '{s}G45LW', 2024, 'OLED evo (MLA)', 144, HDR_LG, WEBOS, H4_21, [[55, 1999], [65, 2799], [77, 4299]]),
  tv('LG', 'OLED evo C5', 'OLED', '{s}C54LA', 2025, 'OLED evo', 144, HDR_LG, WEBOS, H4_21, [[42, 1299], [48, 1399], [55, 1599], [65, 2099], [77, 3299], [83, 4499]]),
  tv('LG', 'QNED80', '', '{s}QNED80T6A', 2024, 'QNED', 60, 'HDR10, HLG', WEBOS, H3, [[43, 499], [50, 549], [55, 629], [65, 849], [75, 1199], [86, 1699]]),
  tv('LG', 'UT80', '', '{s}UT80006LA', 2024, 'LED', 60, 'HDR10, HLG', WEBOS, H3, [[43, 349], [50, 399], [55, 449], [65, 599], [75, 849], [86, 1299]]),
  tv('LG', 'UR78', '', '{s}UR78003LK', 2023, 'LED', 60, 'HDR10, HLG', WEBOS, H3, [[43, 329], [50, 379], [55, 429], [65, 549]]),
  tv('Sony', 'BRAVIA 8 II', 'K-', '{s}XR80M2', 2025, 'QD-OLED', 120, HDR_LG, GTV, '4× HDMI (2× 2.1)', [[55, 2499], [65, 3299]]),
  tv('Sony', 'BRAVIA 7', 'K-', '{s}XR70', 2024, 'Mini LED', 120, HDR_LG, GTV, '4× HDMI (2× 2.1)', [[55, 1299], [65, 1699], [75, 2299], [85, 2999]]),
  tv('Sony', 'BRAVIA 3', 'K-', '{s}S30', 2024, 'LED', 60, HDR_LG, GTV, H3, [[43, 549], [50, 649], [55, 749], [65, 949], [75, 1299], [85, 1799]]),
  tv('TCL', 'C855 QD-Mini LED', '', '{s}C855', 2024, 'QD-Mini LED', 144, HDR_ALL, GTV, '4× HDMI (2× 2.1)', [[55, 999], [65, 1199], [75, 1599], [85, 2199], [98, 3999]]),
  tv('TCL', 'C755 QD-Mini LED', '', '{s}C755', 2024, 'QD-Mini LED', 144, HDR_ALL, GTV, '4× HDMI (2× 2.1)', [[55, 699], [65, 899], [75, 1199], [85, 1599]]),
  tv('TCL', 'C655 QLED', '', '{s}C655', 2024, 'QLED', 60, HDR_ALL, GTV, H3, [[43, 429], [50, 479], [55, 529], [65, 699], [75, 999]]),
  tv('TCL', 'P755 4K HDR', '', '{s}P755', 2024, 'LED', 60, HDR_ALL, GTV, H3, [[43, 349], [50, 399], [55, 449], [65, 599], [75, 849], [85, 1199]]),
  tv('Hisense', 'U8N Mini-LED ULED', '', '{s}U8NQ', 2024, 'Mini LED ULED', 144, HDR_ALL, VIDAA, '4× HDMI (2× 2.1)', [[55, 999], [65, 1299], [75, 1699], [100, 3999]]),
  tv('Hisense', 'U7N Mini-LED ULED', '', '{s}U7NQ', 2024, 'Mini LED ULED', 144, HDR_ALL, VIDAA, '4× HDMI (2× 2.1)', [[55, 699], [65, 899], [75, 1199], [85, 1599]]),
  tv('Hisense', 'A6N', '', '{s}A6N', 2024, 'LED', 60, HDR_ALL, VIDAA, H3, [[43, 299], [50, 349], [55, 399], [65, 529], [75, 749]]),
  tv('Philips', 'OLED809 Ambilight', '', '{s}OLED809/12', 2024, 'OLED', 120, HDR_ALL, 'Titan OS', H4, [[48, 1199], [55, 1299], [65, 1799], [77, 2999]]),
  tv('Philips', 'PUS8009 Ambilight', '', '{s}PUS8009/12', 2024, 'LED', 60, HDR_ALL, 'Titan OS', H3, [[43, 449], [50, 499], [55, 549], [65, 749], [75, 999]]),
  tv('Xiaomi', 'TV A Pro 2025', 'ELA', '{s}', 2024, 'QLED', 60, 'HDR10, Dolby Vision, HLG', GTV, H3, [[43, 399], [55, 499], [65, 649], [75, 899]]),

  // Projectors
  proj('Epson', 'EH-TW7100', 'V11H959040', 1299, 2019, '3840×2160 (4K PRO-UHD)', 3000, 'Lamp', '1.32–2.15:1', '—'),
  proj('Epson', 'EH-TW6250', 'V11HA73040', 899, 2022, '3840×2160 (4K PRO-UHD)', 2800, 'Lamp', '1.32–2.12:1', 'Android TV'),
  proj('Epson', 'EH-LS650', 'V11HB07140', 1999, 2023, '3840×2160 (4K PRO-UHD)', 3600, 'Laser', '0.25:1 (UST)', 'Android TV', one('Black')),
  proj('Epson', 'CO-FH02', 'V11HA85040', 549, 2021, '1920×1080', 3000, 'Lamp', '1.48–1.78:1', 'Android TV'),
  proj('Epson', 'CO-W01', 'V11HA86040', 399, 2021, '1280×800', 3000, 'Lamp', '1.30–1.56:1', '—'),
  proj('Epson', 'EF-21', 'V11HB6', 1099, 2024, '1920×1080', 1000, 'Laser', '1.35:1', 'Google TV', inColours('Black:5140', 'White:5040')),
  proj('BenQ', 'W1800', '9H.JP977.13E', 899, 2020, '3840×2160', 2000, 'Lamp', '1.13–1.47:1', '—'),
  proj('BenQ', 'TK710STi', '9H.JSP77.1HE', 1499, 2024, '3840×2160', 3200, 'Laser', '0.69–0.83:1', 'Android TV'),
  proj('BenQ', 'TH575', '9H.JRD77.13E', 599, 2021, '1920×1080', 3800, 'Lamp', '1.49–1.64:1', '—'),
  proj('BenQ', 'GV50', '9H.JRC75.15E', 599, 2023, '1920×1080', 500, 'Laser', '1.2:1', 'Android TV', one('Grey')),
  proj('BenQ', 'MW560', '9H.JNF77.13E', 499, 2019, '1280×800', 4000, 'Lamp', '1.55–1.7:1', '—'),
  proj('XGIMI', 'Horizon S Pro', 'XM31', 1299, 2024, '3840×2160', 1800, 'Dual Light (Laser + LED)', '1.2:1', 'Android TV', one('Black')),
  proj('XGIMI', 'MoGo 3 Pro', 'XP01', 449, 2024, '1920×1080', 450, 'LED', '1.2:1', 'Google TV', one('Grey')),
  proj('XGIMI', 'Halo+', 'XK03T', 699, 2021, '1920×1080', 700, 'LED', '1.2:1', 'Android TV', one('Black')),
  proj('XGIMI', 'Elfin Flip', 'XM03A', 399, 2023, '1920×1080', 400, 'LED', '1.2:1', 'XGIMI OS'),
  proj('Samsung', 'The Freestyle 2nd Gen', 'SP-LFF3CLAXXXE', 699, 2023, '1920×1080', 230, 'LED', '1.2:1', 'Tizen'),
  proj('Samsung', 'The Premiere 7', 'SP-LPU7DSAXXXE', 2499, 2024, '3840×2160', 2200, 'Laser', '0.19:1 (UST)', 'Tizen'),
  proj('Optoma', 'UHD38x', 'E9PV7KJ01EZ1', 1399, 2022, '3840×2160', 4000, 'Lamp', '1.5–1.66:1', '—'),
  proj('Optoma', 'HD29HST', 'E9PD7D701EZ1', 899, 2022, '1920×1080', 4000, 'Lamp', '0.5:1 (short throw)', '—'),
  proj('Xiaomi', 'Smart Projector L1', 'BHR', 199, 2024, '1920×1080', 200, 'LED', '1.2:1', 'Google TV', one('White', '8512EU')),
  proj('Xiaomi', 'Smart Projector L1 Pro', 'BHR', 299, 2024, '1920×1080', 400, 'LED', '1.2:1', 'Google TV', one('White', '8513EU')),
  proj('LG', 'CineBeam Q', 'HU710PB', 1199, 2023, '3840×2160', 500, 'Laser RGB', '1.2:1', 'webOS', one('Grey')),
  proj('LG', 'CineBeam PF610P', 'PF610P', 699, 2022, '1920×1080', 1000, 'LED', '1.4:1', 'webOS'),
  proj('Anker', 'Nebula Capsule 3', 'D2426', 499, 2023, '1920×1080', 300, 'Laser', '1.2:1', 'Google TV', one('Black', '')),
  proj('Anker', 'Nebula Mars 3 Air', 'D2325', 599, 2023, '1920×1080', 400, 'LED', '1.2:1', 'Google TV', one('Grey', '')),
];
