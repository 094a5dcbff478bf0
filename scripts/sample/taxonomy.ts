import type { LocaleNames, SampleMenu } from './types.ts';

/** Names in the order sr, me, ba, en, ru, de, tr. */
function n(sr: string, me: string, ba: string, en: string, ru: string, de: string, tr: string): LocaleNames {
  return { sr, me, ba, en, ru, de, tr };
}

export const MENUS: SampleMenu[] = [
  {
    slug: 'telefoni-i-tableti',
    names: n('Telefoni i tableti', 'Telefoni i tableti', 'Telefoni i tableti', 'Phones & Tablets', 'Телефоны и планшеты', 'Smartphones & Tablets', 'Telefon ve Tablet'),
    subMenus: [
      {
        slug: 'mobilni-telefoni',
        names: n('Mobilni telefoni', 'Mobilni telefoni', 'Mobiteli', 'Mobile Phones', 'Мобильные телефоны', 'Handys', 'Cep Telefonları'),
        categories: [
          { slug: 'pametni-telefoni', names: n('Pametni telefoni', 'Pametni telefoni', 'Pametni telefoni', 'Smartphones', 'Смартфоны', 'Smartphones', 'Akıllı Telefonlar') },
          { slug: 'klasicni-telefoni', names: n('Klasični telefoni', 'Klasični telefoni', 'Klasični mobiteli', 'Feature Phones', 'Кнопочные телефоны', 'Tastenhandys', 'Tuşlu Telefonlar') },
        ],
      },
      {
        slug: 'tableti-i-e-citaci',
        names: n('Tableti i e-čitači', 'Tableti i e-čitači', 'Tableti i e-čitači', 'Tablets & E-readers', 'Планшеты и электронные книги', 'Tablets & E-Reader', 'Tabletler ve E-Okuyucular'),
        categories: [
          { slug: 'tableti', names: n('Tableti', 'Tableti', 'Tableti', 'Tablets', 'Планшеты', 'Tablets', 'Tabletler') },
          { slug: 'e-citaci', names: n('Čitači e-knjiga', 'Čitači e-knjiga', 'Čitači e-knjiga', 'E-readers', 'Электронные книги', 'E-Book-Reader', 'E-Kitap Okuyucular') },
        ],
      },
      {
        slug: 'nosivi-uredjaji',
        names: n('Pametni satovi i narukvice', 'Pametni satovi i narukvice', 'Pametni satovi i narukvice', 'Wearables', 'Носимые устройства', 'Wearables', 'Giyilebilir Cihazlar'),
        categories: [
          { slug: 'pametni-satovi', names: n('Pametni satovi', 'Pametni satovi', 'Pametni satovi', 'Smartwatches', 'Умные часы', 'Smartwatches', 'Akıllı Saatler') },
          { slug: 'fitnes-narukvice', names: n('Fitnes narukvice', 'Fitnes narukvice', 'Fitness narukvice', 'Fitness Trackers', 'Фитнес-браслеты', 'Fitness-Tracker', 'Akıllı Bileklikler') },
        ],
      },
      {
        slug: 'oprema-za-telefone',
        names: n('Oprema za telefone', 'Oprema za telefone', 'Oprema za mobitele', 'Phone Accessories', 'Аксессуары для телефонов', 'Handyzubehör', 'Telefon Aksesuarları'),
        categories: [
          { slug: 'punjaci', names: n('Punjači', 'Punjači', 'Punjači', 'Chargers', 'Зарядные устройства', 'Ladegeräte', 'Şarj Cihazları') },
          { slug: 'prenosive-baterije', names: n('Prenosive baterije', 'Prenosive baterije', 'Prijenosne baterije', 'Power Banks', 'Внешние аккумуляторы', 'Powerbanks', 'Taşınabilir Şarj Cihazları') },
        ],
      },
    ],
  },
  {
    slug: 'racunari-i-laptopovi',
    names: n('Računari i laptopovi', 'Računari i laptopovi', 'Računari i laptopi', 'Computers & Laptops', 'Компьютеры и ноутбуки', 'Computer & Notebooks', 'Bilgisayar ve Dizüstü'),
    subMenus: [
      {
        slug: 'prenosni-racunari',
        names: n('Prenosni računari', 'Prenosni računari', 'Prijenosni računari', 'Laptops', 'Ноутбуки', 'Notebooks', 'Dizüstü Bilgisayarlar'),
        categories: [
          { slug: 'laptopovi', names: n('Laptopovi', 'Laptopovi', 'Laptopi', 'Laptops', 'Ноутбуки', 'Notebooks', 'Dizüstü Bilgisayarlar') },
          { slug: 'gejming-laptopovi', names: n('Gejming laptopovi', 'Gejming laptopovi', 'Gaming laptopi', 'Gaming Laptops', 'Игровые ноутбуки', 'Gaming-Notebooks', 'Oyuncu Dizüstü Bilgisayarları') },
        ],
      },
      {
        slug: 'desktop-racunari',
        names: n('Desktop računari', 'Desktop računari', 'Desktop računari', 'Desktop Computers', 'Настольные компьютеры', 'Desktop-PCs', 'Masaüstü Bilgisayarlar'),
        categories: [
          { slug: 'stoni-racunari', names: n('Stoni računari', 'Stoni računari', 'Stolni računari', 'Desktop PCs', 'Системные блоки', 'Desktop-PCs', 'Masaüstü Bilgisayarlar') },
          { slug: 'mini-racunari', names: n('Mini računari', 'Mini računari', 'Mini računari', 'Mini PCs', 'Мини-ПК', 'Mini-PCs', 'Mini PC') },
        ],
      },
      {
        slug: 'monitori-i-periferija',
        names: n('Monitori i periferija', 'Monitori i periferija', 'Monitori i periferija', 'Monitors & Peripherals', 'Мониторы и периферия', 'Monitore & Peripherie', 'Monitör ve Çevre Birimleri'),
        categories: [
          { slug: 'monitori', names: n('Monitori', 'Monitori', 'Monitori', 'Monitors', 'Мониторы', 'Monitore', 'Monitörler') },
          { slug: 'tastature', names: n('Tastature', 'Tastature', 'Tastature', 'Keyboards', 'Клавиатуры', 'Tastaturen', 'Klavyeler') },
          { slug: 'misevi', names: n('Miševi', 'Miševi', 'Miševi', 'Mice', 'Мыши', 'Mäuse', 'Fareler') },
        ],
      },
      {
        slug: 'stampanje',
        names: n('Štampači i potrošni materijal', 'Štampači i potrošni materijal', 'Printeri i potrošni materijal', 'Printers & Supplies', 'Принтеры и расходные материалы', 'Drucker & Verbrauchsmaterial', 'Yazıcılar ve Sarf Malzemeleri'),
        categories: [
          { slug: 'stampaci', names: n('Štampači', 'Štampači', 'Printeri', 'Printers', 'Принтеры и МФУ', 'Drucker', 'Yazıcılar') },
          { slug: 'toneri-i-kertridzi', names: n('Toneri i kertridži', 'Toneri i kertridži', 'Toneri i kertridži', 'Toners & Ink Cartridges', 'Картриджи и тонеры', 'Toner & Tintenpatronen', 'Toner ve Kartuşlar') },
        ],
      },
    ],
  },
  {
    slug: 'komponente',
    names: n('Računarske komponente', 'Računarske komponente', 'Računarske komponente', 'PC Components', 'Комплектующие для ПК', 'PC-Komponenten', 'Bilgisayar Bileşenleri'),
    subMenus: [
      {
        slug: 'procesori-i-maticne-ploce',
        names: n('Procesori i matične ploče', 'Procesori i matične ploče', 'Procesori i matične ploče', 'CPUs & Motherboards', 'Процессоры и материнские платы', 'Prozessoren & Mainboards', 'İşlemci ve Anakart'),
        categories: [
          { slug: 'procesori', names: n('Procesori', 'Procesori', 'Procesori', 'Processors', 'Процессоры', 'Prozessoren', 'İşlemciler') },
          { slug: 'maticne-ploce', names: n('Matične ploče', 'Matične ploče', 'Matične ploče', 'Motherboards', 'Материнские платы', 'Mainboards', 'Anakartlar') },
        ],
      },
      {
        slug: 'graficke-i-memorija',
        names: n('Grafičke karte i memorija', 'Grafičke karte i memorija', 'Grafičke kartice i memorija', 'Graphics Cards & Memory', 'Видеокарты и память', 'Grafikkarten & Arbeitsspeicher', 'Ekran Kartı ve Bellek'),
        categories: [
          { slug: 'graficke-karte', names: n('Grafičke karte', 'Grafičke karte', 'Grafičke kartice', 'Graphics Cards', 'Видеокарты', 'Grafikkarten', 'Ekran Kartları') },
          { slug: 'ram-memorija', names: n('RAM memorija', 'RAM memorija', 'RAM memorija', 'Memory (RAM)', 'Оперативная память', 'Arbeitsspeicher', 'RAM Bellek') },
        ],
      },
      {
        slug: 'skladistenje-podataka',
        names: n('Skladištenje podataka', 'Skladištenje podataka', 'Pohrana podataka', 'Storage', 'Накопители', 'Speicher', 'Depolama'),
        categories: [
          { slug: 'ssd-diskovi', names: n('SSD diskovi', 'SSD diskovi', 'SSD diskovi', 'SSDs', 'SSD-накопители', 'SSDs', 'SSD Diskler') },
          { slug: 'hard-diskovi', names: n('Hard diskovi', 'Hard diskovi', 'Hard diskovi', 'Hard Drives', 'Жёсткие диски', 'Festplatten', 'Sabit Diskler') },
        ],
      },
      {
        slug: 'kucista-i-napajanja',
        names: n('Kućišta i napajanja', 'Kućišta i napajanja', 'Kućišta i napajanja', 'Cases & Power Supplies', 'Корпуса и блоки питания', 'Gehäuse & Netzteile', 'Kasa ve Güç Kaynakları'),
        categories: [
          { slug: 'kucista', names: n('Kućišta', 'Kućišta', 'Kućišta', 'PC Cases', 'Корпуса', 'PC-Gehäuse', 'Bilgisayar Kasaları') },
          { slug: 'napajanja', names: n('Napajanja', 'Napajanja', 'Napajanja', 'Power Supplies', 'Блоки питания', 'Netzteile', 'Güç Kaynakları') },
        ],
      },
    ],
  },
  {
    slug: 'tv-audio-video',
    names: n('TV, audio i video', 'TV, audio i video', 'TV, audio i video', 'TV, Audio & Video', 'ТВ, аудио и видео', 'TV, Audio & Video', 'TV, Ses ve Görüntü'),
    subMenus: [
      {
        slug: 'tv-i-projektori',
        names: n('Televizori i projektori', 'Televizori i projektori', 'Televizori i projektori', 'TVs & Projectors', 'Телевизоры и проекторы', 'Fernseher & Beamer', 'Televizyon ve Projeksiyon'),
        categories: [
          { slug: 'televizori', names: n('Televizori', 'Televizori', 'Televizori', 'TVs', 'Телевизоры', 'Fernseher', 'Televizyonlar') },
          { slug: 'projektori', names: n('Projektori', 'Projektori', 'Projektori', 'Projectors', 'Проекторы', 'Beamer', 'Projeksiyon Cihazları') },
        ],
      },
      {
        slug: 'slusalice',
        names: n('Slušalice', 'Slušalice', 'Slušalice', 'Headphones', 'Наушники', 'Kopfhörer', 'Kulaklıklar'),
        categories: [
          { slug: 'naglavne-slusalice', names: n('Naglavne slušalice', 'Naglavne slušalice', 'Naglavne slušalice', 'Over-ear Headphones', 'Полноразмерные наушники', 'Over-Ear-Kopfhörer', 'Kulak Üstü Kulaklıklar') },
          { slug: 'bezicne-bubice', names: n('Bežične bubice', 'Bežične bubice', 'Bežične bubice', 'Wireless Earbuds', 'Беспроводные наушники-вкладыши', 'True-Wireless-Kopfhörer', 'Kablosuz Kulak İçi Kulaklıklar') },
        ],
      },
      {
        slug: 'zvucnici-i-kucni-bioskop',
        names: n('Zvučnici i kućni bioskop', 'Zvučnici i kućni bioskop', 'Zvučnici i kućno kino', 'Speakers & Home Cinema', 'Колонки и домашний кинотеатр', 'Lautsprecher & Heimkino', 'Hoparlör ve Ev Sineması'),
        categories: [
          { slug: 'bluetooth-zvucnici', names: n('Bluetooth zvučnici', 'Bluetooth zvučnici', 'Bluetooth zvučnici', 'Bluetooth Speakers', 'Bluetooth-колонки', 'Bluetooth-Lautsprecher', 'Bluetooth Hoparlörler') },
          { slug: 'saundbarovi', names: n('Saundbarovi', 'Saundbarovi', 'Soundbarovi', 'Soundbars', 'Саундбары', 'Soundbars', 'Soundbarlar') },
        ],
      },
    ],
  },
  {
    slug: 'gejming',
    names: n('Gejming', 'Gejming', 'Gaming', 'Gaming', 'Игры и консоли', 'Gaming', 'Oyun'),
    subMenus: [
      {
        slug: 'konzole-i-kontroleri',
        names: n('Konzole i kontroleri', 'Konzole i kontroleri', 'Konzole i kontroleri', 'Consoles & Controllers', 'Консоли и геймпады', 'Konsolen & Controller', 'Konsollar ve Oyun Kolları'),
        categories: [
          { slug: 'igracke-konzole', names: n('Igračke konzole', 'Igračke konzole', 'Igraće konzole', 'Game Consoles', 'Игровые консоли', 'Spielkonsolen', 'Oyun Konsolları') },
          { slug: 'kontroleri', names: n('Kontroleri i džojstici', 'Kontroleri i džojstici', 'Kontroleri i džojstici', 'Controllers', 'Геймпады', 'Controller', 'Oyun Kolları') },
        ],
      },
      {
        slug: 'video-igre',
        names: n('Video igre', 'Video igre', 'Video igre', 'Video Games', 'Видеоигры', 'Videospiele', 'Video Oyunları'),
        categories: [
          { slug: 'igre-za-playstation', names: n('Igre za PlayStation', 'Igre za PlayStation', 'Igre za PlayStation', 'PlayStation Games', 'Игры для PlayStation', 'PlayStation-Spiele', 'PlayStation Oyunları') },
          { slug: 'igre-za-nintendo-switch', names: n('Igre za Nintendo Switch', 'Igre za Nintendo Switch', 'Igre za Nintendo Switch', 'Nintendo Switch Games', 'Игры для Nintendo Switch', 'Nintendo-Switch-Spiele', 'Nintendo Switch Oyunları') },
        ],
      },
      {
        slug: 'gejming-oprema',
        names: n('Gejming oprema', 'Gejming oprema', 'Gaming oprema', 'Gaming Gear', 'Игровые аксессуары', 'Gaming-Zubehör', 'Oyuncu Ekipmanları'),
        categories: [
          { slug: 'gejming-slusalice', names: n('Gejming slušalice', 'Gejming slušalice', 'Gaming slušalice', 'Gaming Headsets', 'Игровые гарнитуры', 'Gaming-Headsets', 'Oyuncu Kulaklıkları') },
          { slug: 'gejming-stolice', names: n('Gejming stolice', 'Gejming stolice', 'Gaming stolice', 'Gaming Chairs', 'Игровые кресла', 'Gaming-Stühle', 'Oyuncu Koltukları') },
        ],
      },
    ],
  },
  {
    slug: 'pametna-kuca-i-foto',
    names: n('Pametna kuća i foto', 'Pametna kuća i foto', 'Pametna kuća i foto', 'Smart Home & Photo', 'Умный дом и фото', 'Smart Home & Foto', 'Akıllı Ev ve Fotoğraf'),
    subMenus: [
      {
        slug: 'mrezna-oprema',
        names: n('Mrežna oprema', 'Mrežna oprema', 'Mrežna oprema', 'Networking', 'Сетевое оборудование', 'Netzwerk', 'Ağ Ürünleri'),
        categories: [
          { slug: 'ruteri', names: n('Ruteri', 'Ruteri', 'Ruteri', 'Routers', 'Маршрутизаторы', 'Router', 'Modem ve Yönlendiriciler') },
          { slug: 'mesh-sistemi', names: n('Mesh Wi-Fi sistemi', 'Mesh Wi-Fi sistemi', 'Mesh Wi-Fi sistemi', 'Mesh Wi-Fi Systems', 'Mesh-системы Wi-Fi', 'Mesh-WLAN-Systeme', 'Mesh Wi-Fi Sistemleri') },
        ],
      },
      {
        slug: 'pametna-kuca',
        names: n('Pametna kuća', 'Pametna kuća', 'Pametna kuća', 'Smart Home', 'Умный дом', 'Smart Home', 'Akıllı Ev'),
        categories: [
          { slug: 'ip-kamere', names: n('Sigurnosne kamere', 'Sigurnosne kamere', 'Sigurnosne kamere', 'Security Cameras', 'Камеры видеонаблюдения', 'Überwachungskameras', 'Güvenlik Kameraları') },
          { slug: 'robotski-usisivaci', names: n('Robotski usisivači', 'Robotski usisivači', 'Robotski usisivači', 'Robot Vacuums', 'Роботы-пылесосы', 'Saugroboter', 'Robot Süpürgeler') },
        ],
      },
      {
        slug: 'foto-i-video',
        names: n('Foto i video', 'Foto i video', 'Foto i video', 'Photo & Video', 'Фото и видео', 'Foto & Video', 'Fotoğraf ve Video'),
        categories: [
          { slug: 'fotoaparati', names: n('Fotoaparati', 'Fotoaparati', 'Fotoaparati', 'Cameras', 'Фотоаппараты', 'Kameras', 'Fotoğraf Makineleri') },
          { slug: 'objektivi', names: n('Objektivi', 'Objektivi', 'Objektivi', 'Camera Lenses', 'Объективы', 'Objektive', 'Objektifler') },
        ],
      },
      {
        slug: 'kamere-i-dronovi',
        names: n('Akcione kamere i dronovi', 'Akcione kamere i dronovi', 'Akcijske kamere i dronovi', 'Action Cameras & Drones', 'Экшн-камеры и дроны', 'Actioncams & Drohnen', 'Aksiyon Kameraları ve Dronlar'),
        categories: [
          { slug: 'akcione-kamere', names: n('Akcione kamere', 'Akcione kamere', 'Akcijske kamere', 'Action Cameras', 'Экшн-камеры', 'Actioncams', 'Aksiyon Kameraları') },
          { slug: 'dronovi', names: n('Dronovi', 'Dronovi', 'Dronovi', 'Drones', 'Квадрокоптеры', 'Drohnen', 'Dronlar') },
        ],
      },
    ],
  },
];
