import type { Locale } from '../../src/i18n/locales.ts';

export const KINDS = ['model', 'typo', 'cyrillic', 'local', 'brand', 'category', 'device'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * What a right answer is, by rule, not by product id: every word of `name` in the product's
 * name (as search folds both: `65"` is `65inch`), its brand, and its category (the last part of
 * the category's path, or any of several).
 */
export interface Rule {
  name?: string;
  brand?: string;
  category?: string | string[];
}

export interface RelevanceQuery {
  kind: Kind;
  locale: Locale;
  q: string;
  want: Rule;
}

const q = (kind: Kind, locale: Locale, text: string, want: Rule): RelevanceQuery => ({ kind, locale, q: text, want });

const HEADPHONES = ['naglavne-slusalice', 'bezicne-bubice', 'gejming-slusalice'];
const PHONES = ['pametni-telefoni', 'klasicni-telefoni'];
const LAPTOPS = ['laptopovi', 'gejming-laptopovi'];
const CONSOLES = 'igracke-konzole';

/**
 * Queries as people type them into a price-comparison site for the sample catalogue's real
 * models: model numbers as printed on a box or a shop's page, slips of the finger, brands and
 * lines written in Cyrillic or by ear, the words each language has for a kind of product, brands
 * and category names.
 */
export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Model numbers and names with them.
  q('model', 'sr', 'SM-S921B', { name: 'galaxy s24' }),
  q('model', 'sr', 'sm s921b', { name: 'galaxy s24' }),
  q('model', 'en', 'MZ-V9P1T0BW', { name: '990 pro', brand: 'Samsung' }),
  q('model', 'en', 'WH-1000XM5', { name: '1000xm5' }),
  q('model', 'sr', 'wh1000xm4', { name: '1000xm4' }),
  q('model', 'de', 'CFI-2016', { name: 'playstation 5 slim' }),
  q('model', 'en', 'rtx 5070', { name: 'rtx 5070' }),
  q('model', 'sr', 'rtx5090', { name: 'rtx 5090' }),
  q('model', 'en', 'SN850X', { name: 'sn850x' }),
  q('model', 'sr', 'ET-2860', { name: 'et 2860' }),
  q('model', 'en', 'OLED65C44LA', { name: 'c4 65"' }),
  q('model', 'sr', '55U7NQ', { name: 'u7n 55"' }),
  q('model', 'en', 'mx master 3s', { name: 'mx master 3s' }),
  q('model', 'sr', 'g502', { name: 'g502' }),
  q('model', 'en', '7800x3d', { name: '7800x3d' }),
  q('model', 'sr', 'iphone 16 pro max', { name: 'iphone 16 pro max' }),
  q('model', 'me', 'galaxy s25 ultra', { name: 'galaxy s25 ultra' }),
  q('model', 'ba', 'redmi note 14', { name: 'redmi note 14' }),
  q('model', 'en', 'pixel 9a', { name: 'pixel 9a' }),
  q('model', 'tr', 'xiaomi 14t pro', { name: 'xiaomi 14t pro' }),
  q('model', 'sr', 'hero13', { name: 'hero13' }),
  q('model', 'en', 'xbox series x', { name: 'xbox series x' }),
  q('model', 'sr', 'galaxy a16', { name: 'galaxy a16' }),
  q('model', 'de', 'forerunner 265', { name: 'forerunner 265' }),
  q('model', 'sr', 'ps5 slim', { name: 'playstation 5 slim' }),
  q('model', 'en', 'iphone15', { name: 'iphone 15' }),
  q('model', 'sr', 'lg c4 65 inca', { name: 'c4 65"' }),
  q('model', 'ru', 'galaxy s24 256gb', { name: 'galaxy s24 256 gb' }),
  // Slips of the finger.
  q('typo', 'sr', 'samsnug galaxy s24', { name: 'galaxy s24' }),
  q('typo', 'en', 'iphoen 15', { name: 'iphone 15' }),
  q('typo', 'sr', 'macbok air', { name: 'macbook air' }),
  q('typo', 'en', 'playstaion 5', { name: 'playstation 5' }),
  q('typo', 'sr', 'logitec mx master', { name: 'mx master' }),
  q('typo', 'en', 'airpds pro', { name: 'airpods pro' }),
  q('typo', 'sr', 'nintendo swich 2', { name: 'switch 2' }),
  q('typo', 'de', 'kindel paperwhite', { name: 'kindle paperwhite' }),
  q('typo', 'sr', 'roborok', { brand: 'Roborock' }),
  q('typo', 'ba', 'hiseense', { brand: 'Hisense' }),
  q('typo', 'en', 'stelseries apex', { name: 'apex' }),
  q('typo', 'sr', 'garmin forrunner', { name: 'forerunner' }),
  q('typo', 'sr', 'gigabite rtx 5070', { name: 'rtx 5070', brand: 'Gigabyte' }),
  q('typo', 'me', 'lenvo legion', { name: 'legion' }),
  q('typo', 'sr', 'xaiomi redmi', { name: 'redmi' }),
  q('typo', 'en', 'motorla edge', { name: 'motorola edge' }),
  q('typo', 'sr', 'cannon eos r50', { name: 'eos r50' }),
  q('typo', 'en', 'thinkapd', { name: 'thinkpad' }),
  q('typo', 'sr', 'vivobok', { name: 'vivobook' }),
  q('typo', 'en', 'corsiar', { brand: 'Corsair' }),
  q('typo', 'sr', 'marshal emberton', { name: 'emberton' }),
  q('typo', 'en', 'deathader', { name: 'deathadder' }),
  q('typo', 'tr', 'blackwidov', { name: 'blackwidow' }),
  q('typo', 'sr', 'paperwite', { name: 'paperwhite' }),
  // Cyrillic, Serbian and Russian, as heard.
  q('cyrillic', 'sr', 'ајфон 15', { name: 'iphone 15' }),
  q('cyrillic', 'ru', 'айфон 16 про', { name: 'iphone 16 pro' }),
  q('cyrillic', 'sr', 'самсунг галакси', { name: 'galaxy', brand: 'Samsung' }),
  q('cyrillic', 'ru', 'шаоми', { brand: 'Xiaomi' }),
  q('cyrillic', 'ru', 'сяоми редми', { name: 'redmi' }),
  q('cyrillic', 'sr', 'леново', { brand: 'Lenovo' }),
  q('cyrillic', 'sr', 'логитек', { brand: 'Logitech' }),
  q('cyrillic', 'sr', 'плејстејшн 5', { name: 'playstation 5' }),
  q('cyrillic', 'ru', 'плейстейшен', { name: 'playstation' }),
  q('cyrillic', 'sr', 'нинтендо свич', { name: 'nintendo switch' }),
  q('cyrillic', 'ru', 'макбук', { name: 'macbook' }),
  q('cyrillic', 'sr', 'ерподс', { name: 'airpods' }),
  q('cyrillic', 'ru', 'сони', { brand: 'Sony' }),
  q('cyrillic', 'sr', 'хуавеј', { brand: 'Huawei' }),
  q('cyrillic', 'ru', 'хуавей', { brand: 'Huawei' }),
  q('cyrillic', 'ru', 'гармин', { brand: 'Garmin' }),
  q('cyrillic', 'sr', 'кенон', { brand: 'Canon' }),
  q('cyrillic', 'ru', 'филипс', { brand: 'Philips' }),
  q('cyrillic', 'ru', 'телевизор', { category: 'televizori' }),
  q('cyrillic', 'ru', 'ноутбук', { category: LAPTOPS }),
  q('cyrillic', 'ru', 'наушники', { category: HEADPHONES }),
  q('cyrillic', 'sr', 'слушалице', { category: HEADPHONES }),
  q('cyrillic', 'sr', 'паметни телефон', { category: 'pametni-telefoni' }),
  q('cyrillic', 'sr', 'делл монитор', { brand: 'Dell', category: 'monitori' }),
  // Each language's words for a kind of product.
  q('local', 'sr', 'laptop', { category: LAPTOPS }),
  q('local', 'sr', 'slušalice', { category: HEADPHONES }),
  q('local', 'sr', 'štampač', { category: 'stampaci' }),
  q('local', 'sr', 'usisivač', { category: 'robotski-usisivaci' }),
  q('local', 'sr', 'punjač za telefon', { category: 'punjaci' }),
  q('local', 'sr', 'miš', { category: 'misevi' }),
  q('local', 'sr', 'tastatura', { category: 'tastature' }),
  q('local', 'me', 'pametni sat', { category: 'pametni-satovi' }),
  q('local', 'me', 'bežične slušalice', { category: 'bezicne-bubice' }),
  q('local', 'me', 'televizor 55', { category: 'televizori' }),
  q('local', 'ba', 'mobitel samsung', { category: 'pametni-telefoni', brand: 'Samsung' }),
  q('local', 'ba', 'zvučnik bluetooth', { category: 'bluetooth-zvucnici' }),
  q('local', 'ba', 'grafička kartica', { category: 'graficke-karte' }),
  q('local', 'en', 'headphones', { category: HEADPHONES }),
  q('local', 'en', 'gaming laptop', { category: 'gejming-laptopovi' }),
  q('local', 'en', 'robot vacuum', { category: 'robotski-usisivaci' }),
  q('local', 'en', 'power bank', { category: 'prenosive-baterije' }),
  q('local', 'en', 'wireless earbuds', { category: 'bezicne-bubice' }),
  q('local', 'en', 'smart watch', { category: 'pametni-satovi' }),
  q('local', 'ru', 'смартфон', { category: 'pametni-telefoni' }),
  q('local', 'ru', 'игровой ноутбук', { category: 'gejming-laptopovi' }),
  q('local', 'ru', 'робот пылесос', { category: 'robotski-usisivaci' }),
  q('local', 'ru', 'видеокарта', { category: 'graficke-karte' }),
  q('local', 'de', 'Kopfhörer', { category: HEADPHONES }),
  q('local', 'de', 'Fernseher', { category: 'televizori' }),
  q('local', 'de', 'Drucker', { category: 'stampaci' }),
  q('local', 'de', 'Saugroboter', { category: 'robotski-usisivaci' }),
  q('local', 'de', 'Handy', { category: PHONES }),
  q('local', 'de', 'Grafikkarte', { category: 'graficke-karte' }),
  q('local', 'tr', 'kulaklık', { category: HEADPHONES }),
  q('local', 'tr', 'akıllı saat', { category: 'pametni-satovi' }),
  q('local', 'tr', 'dizüstü bilgisayar', { category: LAPTOPS }),
  q('local', 'tr', 'yazıcı', { category: 'stampaci' }),
  q('local', 'tr', 'televizyon', { category: 'televizori' }),
  q('local', 'tr', 'telefon', { category: PHONES }),
  // Brands.
  q('brand', 'sr', 'samsung', { brand: 'Samsung' }),
  q('brand', 'en', 'apple', { brand: 'Apple' }),
  q('brand', 'sr', 'xiaomi', { brand: 'Xiaomi' }),
  q('brand', 'de', 'sony', { brand: 'Sony' }),
  q('brand', 'sr', 'logitech', { brand: 'Logitech' }),
  q('brand', 'en', 'jbl', { brand: 'JBL' }),
  q('brand', 'me', 'dji', { brand: 'DJI' }),
  q('brand', 'sr', 'garmin', { brand: 'Garmin' }),
  q('brand', 'en', 'razer', { brand: 'Razer' }),
  q('brand', 'tr', 'bose', { brand: 'Bose' }),
  q('brand', 'sr', 'tp-link', { brand: 'TP-Link' }),
  q('brand', 'en', 'be quiet', { brand: 'be quiet!' }),
  q('brand', 'sr', 'lg', { brand: 'LG' }),
  q('brand', 'ba', 'hp', { brand: 'HP' }),
  // Category names.
  q('category', 'sr', 'televizori', { category: 'televizori' }),
  q('category', 'sr', 'monitori', { category: 'monitori' }),
  q('category', 'sr', 'tableti', { category: 'tableti' }),
  q('category', 'en', 'drones', { category: 'dronovi' }),
  q('category', 'sr', 'procesori', { category: 'procesori' }),
  q('category', 'en', 'ssd', { category: 'ssd-diskovi' }),
  q('category', 'sr', 'ruteri', { category: 'ruteri' }),
  q('category', 'de', 'Beamer', { category: 'projektori' }),
  q('category', 'sr', 'fotoaparati', { category: 'fotoaparati' }),
  q('category', 'en', 'camera lenses', { category: 'objektivi' }),
  q('category', 'sr', 'kućišta', { category: 'kucista' }),
  q('category', 'sr', 'napajanja', { category: 'napajanja' }),
  q('category', 'sr', 'matične ploče', { category: 'maticne-ploce' }),
  q('category', 'en', 'gaming chairs', { category: 'gejming-stolice' }),
  q('category', 'ru', 'геймпады', { category: 'kontroleri' }),
  q('category', 'sr', 'e-čitači', { category: 'e-citaci' }),
  // A device's name, where its accessories and games carry the name too; a category's word with a brand or size.
  q('device', 'sr', 'ps5', { category: CONSOLES }),
  q('device', 'en', 'playstation 5', { category: CONSOLES }),
  q('device', 'sr', 'playstation', { category: CONSOLES }),
  q('device', 'sr', 'nintendo switch 2', { category: CONSOLES }),
  q('device', 'en', 'xbox series', { category: CONSOLES }),
  q('device', 'sr', 'iphone 16', { category: 'pametni-telefoni' }),
  q('device', 'sr', 'iphone', { category: 'pametni-telefoni' }),
  q('device', 'me', 'galaxy s25', { category: 'pametni-telefoni' }),
  q('device', 'en', 'apple watch', { category: 'pametni-satovi' }),
  q('device', 'sr', 'lg tv 55', { category: 'televizori', brand: 'LG', name: '55"' }),
  q('device', 'en', 'samsung tv', { category: 'televizori', brand: 'Samsung' }),
  q('device', 'ba', 'sony televizor', { category: 'televizori', brand: 'Sony' }),
  q('device', 'sr', 'samsung monitor', { category: 'monitori', brand: 'Samsung' }),
  q('device', 'sr', 'lenovo laptop', { category: LAPTOPS, brand: 'Lenovo' }),
  q('device', 'en', 'asus laptop', { category: LAPTOPS, brand: 'ASUS' }),
  q('device', 'sr', 'sony slušalice', { category: HEADPHONES, brand: 'Sony' }),
  q('device', 'sr', 'ps5 konzola', { category: CONSOLES }),
  q('device', 'sr', 'xbox kontroler', { category: 'kontroleri' }),
  q('device', 'en', 'ps5 games', { category: 'igre-za-playstation' }),
  q('device', 'sr', 'igre za ps5', { category: 'igre-za-playstation' }),
  q('device', 'sr', 'fc 26', { category: 'igre-za-playstation' }),
  q('device', 'sr', 'punjač samsung', { category: 'punjaci', brand: 'Samsung' }),
  q('device', 'de', 'samsung handy', { category: PHONES, brand: 'Samsung' }),
  q('device', 'sr', 'xiaomi usisivač', { category: 'robotski-usisivaci', brand: 'Xiaomi' }),
];

/**
 * Queries that find nothing, for what a miss loads and offers: words beyond any typo or heard
 * otherwise, models the catalogue does not have, letters at random.
 */
export const MISS_QUERIES = [
  'samzunkk galaxi',
  'ajfonn 15 pro maks',
  'iphone 15 pro max',
  'kindl paperwajt signejcr',
  'dzej bi el flip',
  'sony bravia 65 oled',
  'nokija 3310',
  'qqxxzz',
];
