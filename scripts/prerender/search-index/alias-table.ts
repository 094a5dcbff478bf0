/**
 * Brands and product lines as people spell them by ear, in Serbian Latin (Serbian Cyrillic maps to
 * it one to one), where the rules of aliases.ts cannot tell how a name is said: the i of
 * iPhone said as the letter, Xiaomi said in Chinese, an English vowel. Each spoken form is also
 * indexed in its Russian romanisations (`š` as `s` and `sh`, `j` as `y` and `i`, `h` as `kh` ...).
 * Keys are names' words as search folds them.
 */
export const SPOKEN_FORMS: Readonly<Record<string, readonly string[]>> = {
  apple: ['epl', 'ejpl'],
  iphone: ['ajfon', 'ajfoun'],
  ipad: ['ajped', 'ajpad'],
  imac: ['ajmek', 'ajmak'],
  ipod: ['ajpod'],
  macbook: ['mekbuk', 'makbuk'],
  airpods: ['erpods', 'ejrpods'],
  xiaomi: ['šaomi', 'sjaomi', 'šjaomi', 'ksiaomi'],
  huawei: ['huavej', 'hauvej', 'vavej'],
  logitech: ['logitek', 'logiteh'],
  asus: ['ejsus', 'azus'],
  acer: ['ejser', 'aser'],
  google: ['gugl'],
  microsoft: ['majkrosoft'],
  playstation: ['plejstejšn', 'plejstejšen'],
  xbox: ['iksboks'],
  razer: ['rejzer'],
  ryzen: ['rajzen'],
  geforce: ['džifors', 'gefors'],
  nvidia: ['envidija', 'nvidija'],
  radeon: ['rejdeon'],
  jbl: ['džejbiel', 'džibiel'],
  beats: ['bits'],
  bose: ['bouz', 'boz'],
  oneplus: ['vanplus', 'uanplus'],
  realme: ['rilmi', 'realmi'],
  honor: ['onor'],
  dyson: ['dajson'],
  gigabyte: ['gigabajt'],
  hyperx: ['hajperiks', 'hajperks'],
  steelseries: ['stilsiriz'],
  corsair: ['korser', 'korsar'],
  sandisk: ['sendisk'],
  canon: ['kenon'],
  nikon: ['najkon'],
  thinkpad: ['tinkped'],
  ideapad: ['ajdiaped', 'idiaped'],
  galaxy: ['geleksi'],
  samsung: ['semsung'],
  switch: ['svič'],
  watch: ['voč'],
  alienware: ['elienver', 'alienver'],
  legion: ['lidžn'],
  kindle: ['kindl'],
  skullcandy: ['skalkendi'],
};

/** Lines people call by a short name, with the words of the name it stands for, folded. */
export const SHORT_NAMES: Readonly<Record<string, string>> = {
  ps5: 'playstation 5',
  ps4: 'playstation 4',
};
