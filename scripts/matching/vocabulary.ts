/**
 * The words the matcher knows (docs/decisions/039-matching-offers.md), in folded form
 * (`src/search/text.ts`: lower case, Latin, no diacritics): what is shop noise, what names a
 * colour, a tier of a model line, an accessory, a bundle or a used item.
 */

/** Shop, category, promotion and stock words: they say nothing about which product it is. */
export const NOISE = new Set(
  (
    'mobilni mobitel mobitela telefon telefona pametni pametna digitalni fotoaparat pc smartphone laptop laptopa notebook prenosni racunar racunari tv televizor ' +
    'led qled smart monitor procesor cpu graficka karta kartica gpu slusalice bezicne bubice konzola igracka ssd disk hdd tablet sat ' +
    'satovi narukvica zvucnik zvucnici soundbar saundbar stampac stampaci napajanje kuciste maticna ploca memorija ram tastatura mis ' +
    'misevi projektor kamera fotoaparat stolica stolice kontroler dzojstik ruter router punjac baterija prenosiva eksterni ' +
    'akcija akcijska novo new novi nova najnovije top ponuda super cijena cena popust rasprodaja sale hit promo gratis besplatna ' +
    'dostava isporuka odmah stanju na lageru dostupno raspolozivo original originalni garancija garancije mjeseci meseci god ' +
    'godine godina sifra art sku sifre kod sa i s with and za the by od do eu verzija version model boja color colour ' +
    'nvme sata ips fhd qhd uhd hdr anc bt usb lte dual band bez sistem mesh kabl kabel cable'
  ).split(' '),
);

/** Colour words by the base colour they name: a shop's `crna` and the catalogue's `Onyx Black` meet as `black`. */
const COLOURS: Record<string, string> = {
  black: 'crna crni crno crne black jetblack onyx midnight phantom obsidian schwarz cernyj chernyj',
  white: 'bijela bijeli bijelo bijele bela beli belo bele white whitesilver starlight weiss snow ivory porcelain',
  blue: 'plava plavi plavo plave blue navy icyblue sky azure cobalt ocean ultramarine',
  silver: 'srebrna srebrni srebrno srebrne silver silverblue platinum',
  gray: 'siva sivi sivo sive gray grey graphite lightgray charcoal grafit',
  green: 'zelena zeleni zeleno zelene green mint olive lime sage jade emerald forest',
  pink: 'roze ruzicasta ruzicasti pink peach rose',
  gold: 'zlatna zlatni zlatno zlatne gold champagne',
  red: 'crvena crveni crveno crvene red coralred coral burgundy',
  yellow: 'zuta zuti zuto zute yellow amber',
  violet: 'ljubicasta ljubicasti violet purple lavender lilac plum',
  orange: 'narandzasta narancasta orange copper',
  magenta: 'magenta',
  cyan: 'cyan',
  turquoise: 'tirkizna tirkizni turquoise teal aqua',
  beige: 'bez beige sand cream latte dune',
  brown: 'smedja braon brown bronze mocha',
  camo: 'camo camouflage maskirna',
};

/** Colour words any shop writes (the base names, and the local words): `crna` says black, not which black. */
export const GENERIC_COLOURS = new Set(
  (
    'black white blue silver gray grey green pink gold red yellow violet purple orange magenta cyan turquoise beige brown ' +
    'crna crni crno crne bijela bijeli bijelo bijele bela beli belo bele plava plavi plavo plave srebrna srebrni srebrno srebrne ' +
    'siva sivi sivo sive zelena zeleni zeleno zelene roze ruzicasta ruzicasti zlatna zlatni zlatno zlatne crvena crveni crveno ' +
    'crvene zuta zuti zuto zute ljubicasta ljubicasti narandzasta narancasta tirkizna tirkizni bez smedja braon maskirna grafit'
  ).split(' '),
);

/** Folded colour word to its base colour. */
export const COLOUR_OF = new Map(Object.entries(COLOURS).flatMap(([base, words]) => words.split(' ').map((word) => [word, base] as const)));

/**
 * Words that name a tier of a model line: `Galaxy S24` and `Galaxy S24 Ultra` are two products.
 * `+` glued to a model (`S24+`) is read as `plus`.
 */
export const TIERS = new Set('pro max plus ultra fe lite mini edge ti super xl xt slim digital oled se neo elite fold flip'.split(' '));

/** Nouns of accessories that are never the device they fit, wherever they stand in a title. */
export const STRONG_ACCESSORY_NOUNS = new Set(
  (
    'maska maske futrola futrole futrolu navlaka preklopna staklo stakla folija folije zastitno zastitna zastitni protector cover ' +
    'torba torbica ranac skin skinovi nalepnica naljepnica sticker hulle korica toner toneri kertridz kertridzi cartridge tinta zamjenski zamjenske zamenski rezervni replacement jastucici mastilo'
  ).split(' '),
);

/** Nouns that are an accessory's at a title's start, but also name part of a device (`Aluminium Case`, `Sport Band`). */
export const ACCESSORY_NOUNS = new Set('case remen remenje strap drzac drzaci stalak postolje'.split(' '));

/** What a watch's or earbuds' own case is made of or does: `Aluminium Case`, `MagSafe Case`. */
export const CASE_MATERIALS = new Set(
  'aluminium aluminum alu titanium steel ceramic magsafe charging usb c punjenje wireless lightning'.split(' '),
);

/** Devices an accessory is made for: `za iPhone 15`, `for Galaxy S24`. */
export const DEVICE_WORDS = new Set(
  (
    'iphone ipad macbook imac airpods galaxy pixel redmi xiaomi poco samsung apple huawei honor oneplus motorola nokia oppo realme ' +
    'ps5 ps4 playstation xbox switch nintendo laptop laptopa notebook telefon telefona mobitel mobitela tablet tableta sat watch ' +
    'kindle gopro dji steam deck konzolu konzola monitor tv televizor'
  ).split(' '),
);

/** `za`, `for`, `fur`, `dlja` (`для`), `zu`: what an accessory is for. */
export const FOR_WORDS = new Set(['za', 'for', 'fur', 'dlja', 'zu', 'fuer']);

/** A title with a game word names a game, whose `za PS5` is its platform, not an accessory's. */
export const GAME_WORDS = new Set(['igra', 'igre', 'igrica', 'game', 'videoigra', 'spiel']);

/** Words of a bundle: more than the product in one box. */
export const BUNDLE_WORDS = new Set(
  'bundle bundel paket komplet combo set poklon igrom igrama igricom ukljucuje ukljucena incl inkl gratis'.split(' '),
);

/** Words of a used, refurbished or damaged-box item: never the new product. */
export const USED_WORDS = new Set(
  (
    'refurbished refurb renewed obnovljen obnovljeni obnovljena polovan polovni polovna koriscen korisceni koristen koristeni ' +
    'rabljen rabljeni used outlet demo izlozbeni izlozbena ostecena ostecen ostecenom openbox reconditioned generalno servisiran'
  ).split(' '),
);

/** Pairs of words that together name a used item: `open box`, `grade a`, `b stock`. */
export const USED_PHRASES = [
  'open box',
  'otvorena ambalaza',
  'ostecena ambalaza',
  'grade a',
  'grade b',
  'b stock',
  'b roba',
  'kao nov',
  'povrat kupca',
  'servisno provjeren',
];

/**
 * Letters-and-digits words that are specs, not model codes: shared by thousands of products, so
 * sharing one says nothing (`ddr5`, `gddr6x`, `wifi6`, `usb3`, `ip68`, `1080p`, `5g`).
 */
export const SPEC_CODE =
  /^(?:l?p?g?ddr\d+x?\d*|lga\d+|am\d|fm\d|pcie\d*|usb\d*|wifi\d*e?|hdmi\d*|dp\d*|bt\d*|ip\d\d|\d{3,4}p|\d{1,2}g|\dk|\d+hz|\d+mhz|\d+mm|m2|x\d{1,2}|\d{1,2}x|rgb\d*|nvme\d*|gen\d+|sata\d*|cl\d+|ac\d{3,4}|ax\d{4}|be\d{4}|\d+(?:pack|pak|kom))$/;

/** Words after which a number is a spec (`Android 14`, `USB 3`, `Wi-Fi 6`), not the model's. */
export const SPEC_WORDS = new Set('android windows win ios usb wifi fi bluetooth bt hdmi pcie ddr type tip sata uhs zen'.split(' '));

/**
 * Brands of technology goods, folded and without separators, found in a title when its feed
 * names none (the catalogue's own brands are added to these).
 */
export const BRANDS = new Set(
  (
    'samsung apple xiaomi huawei honor oneplus google motorola nokia oppo realme vivo poco redmi sony lg philips panasonic tcl ' +
    'hisense toshiba sharp grundig vox tesla lenovo hp dell asus acer msi gigabyte asrock intel amd nvidia corsair kingston crucial ' +
    'westerndigital wd seagate sandisk logitech razer steelseries hyperx jbl bose sennheiser beyerdynamic marshall anker ugreen ' +
    'baseus belkin tplink netgear mikrotik ubiquiti dlink canon nikon fujifilm gopro dji epson brother nintendo microsoft valve meta ' +
    'garmin amazfit fitbit withings nothing cmf turtlebeach thrustmaster noblechairs secretlab dxracer genesis trust spc arozzi ' +
    'coolermaster bequiet nzxt fractal lianli deepcool seasonic thermaltake noctua arctic evga zotac palit pny sapphire powercolor ' +
    'xfx adata teamgroup gskill patriot lexar verbatim transcend viewsonic benq aoc iiyama eizo xgimi nebula optoma yamaha denon ' +
    'sonos ecovacs roborock dreame irobot ezviz reolink tapo amazon'
  ).split(' '),
);

/**
 * Words of one kind of which a product has one, naming two sellable products: a processor boxed
 * or tray; a camera's body or kit; a board's standard or Wi-Fi edition; a toner's standard or high yield. Each side that names one
 * must name the same.
 */
export const EDITIONS: ReadonlyMap<string, string> = new Map([
  ...['box', 'boxed'].map((word) => [word, 'box'] as const),
  ...['tray', 'mpk', 'oem'].map((word) => [word, 'tray'] as const),
  ...['body', 'telo', 'tijelo'].map((word) => [word, 'body'] as const),
  ['kit', 'kit'],
  ['standard', 'standard'],
  ['highyield', 'high-yield'],
  ...['wifi', 'wlan'].map((word) => [word, 'wifi'] as const),
  ['rgb', 'rgb'],
]);

/** Keyboard layouts, named near `layout` or `raspored`. */
export const LAYOUTS = new Set(['us', 'uk', 'de', 'srb', 'hr', 'bih', 'yu', 'adria', 'slo', 'int', 'cro']);
