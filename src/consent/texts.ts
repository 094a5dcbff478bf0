import type { Locale } from '../i18n/locales.ts';

/** The consent UI's words (the keys of nuxt-cookie-control, whose behaviour the consent follows). */
export interface ConsentTexts {
  accept: string;
  acceptAll: string;
  bannerTitle: string;
  bannerDescription: string;
  close: string;
  cookiesNecessary: string;
  cookiesOptional: string;
  decline: string;
  declineAll: string;
  iframeBlocked: string;
  manageCookies: string;
  modalDescription: string;
  reopen: string;
  save: string;
  settingsUnsaved: string;
  groups: Record<'website' | 'mixpanel' | 'gtm' | 'cloudflare', { name: string; description: string }>;
}

const en: ConsentTexts = {
  accept: 'Accept',
  acceptAll: 'Accept all',
  bannerTitle: 'Cookies',
  bannerDescription:
    'We use cookies and similar storage so that this site works and so that we can see which pages help you compare prices. Nothing is sent before you agree.',
  close: 'Close',
  cookiesNecessary: 'Necessary cookies',
  cookiesOptional: 'Optional cookies',
  decline: 'Decline',
  declineAll: 'Decline all',
  iframeBlocked: 'To see this, please enable functional cookies',
  manageCookies: 'Learn more and customize',
  modalDescription: 'These are the cookies and services this site uses. All of them are needed for it to work and to be improved.',
  reopen: 'Cookie settings',
  save: 'Save',
  settingsUnsaved: 'You have unsaved settings',
  groups: {
    website: { name: 'Website and API', description: 'Keeps your language and cookie choices and loads pages and prices.' },
    mixpanel: { name: 'Product analytics (Mixpanel)', description: 'Counts page views and how the site is used, to improve it.' },
    gtm: { name: 'Tag manager (Google Tag Manager)', description: 'Loads measurement tags and passes on your consent.' },
    cloudflare: {
      name: 'CDN analytics (Cloudflare Web Analytics)',
      description: 'Cookie-free traffic statistics from our content delivery network.',
    },
  },
};

const sr: ConsentTexts = {
  accept: 'Prihvati',
  acceptAll: 'Prihvati sve',
  bannerTitle: 'Kolačići',
  bannerDescription:
    'Koristimo kolačiće i slično skladište da bi ovaj sajt radio i da bismo videli koje vam stranice pomažu da uporedite cene. Ništa se ne šalje pre nego što pristanete.',
  close: 'Zatvori',
  cookiesNecessary: 'Neophodni kolačići',
  cookiesOptional: 'Opcioni kolačići',
  decline: 'Odbij',
  declineAll: 'Odbij sve',
  iframeBlocked: 'Da biste ovo videli, omogućite funkcionalne kolačiće',
  manageCookies: 'Saznajte više i prilagodite',
  modalDescription: 'Ovo su kolačići i servisi koje sajt koristi. Svi su neophodni da bi sajt radio i da bi se unapređivao.',
  reopen: 'Podešavanja kolačića',
  save: 'Sačuvaj',
  settingsUnsaved: 'Imate nesačuvana podešavanja',
  groups: {
    website: { name: 'Sajt i API', description: 'Pamti vaš jezik i izbor kolačića i učitava stranice i cene.' },
    mixpanel: {
      name: 'Analitika proizvoda (Mixpanel)',
      description: 'Broji posete stranicama i način korišćenja sajta, da bismo ga unapredili.',
    },
    gtm: { name: 'Menadžer oznaka (Google Tag Manager)', description: 'Učitava merne oznake i prenosi vaš pristanak.' },
    cloudflare: {
      name: 'CDN analitika (Cloudflare Web Analytics)',
      description: 'Statistika saobraćaja bez kolačića iz naše mreže za isporuku sadržaja.',
    },
  },
};

const me: ConsentTexts = {
  accept: 'Prihvati',
  acceptAll: 'Prihvati sve',
  bannerTitle: 'Kolačići',
  bannerDescription:
    'Koristimo kolačiće i slično skladište kako bi ovaj sajt radio i kako bismo vidjeli koje vam stranice pomažu da uporedite cijene. Ništa se ne šalje prije nego što pristanete.',
  close: 'Zatvori',
  cookiesNecessary: 'Neophodni kolačići',
  cookiesOptional: 'Opcioni kolačići',
  decline: 'Odbij',
  declineAll: 'Odbij sve',
  iframeBlocked: 'Da biste ovo vidjeli, omogućite funkcionalne kolačiće',
  manageCookies: 'Saznajte više i prilagodite',
  modalDescription: 'Ovo su kolačići i servisi koje sajt koristi. Svi su neophodni da bi sajt radio i da bi se unapređivao.',
  reopen: 'Podešavanja kolačića',
  save: 'Sačuvaj',
  settingsUnsaved: 'Imate nesačuvana podešavanja',
  groups: {
    website: { name: 'Sajt i API', description: 'Pamti vaš jezik i izbor kolačića i učitava stranice i cijene.' },
    mixpanel: {
      name: 'Analitika proizvoda (Mixpanel)',
      description: 'Broji posjete stranicama i način korišćenja sajta, kako bismo ga unaprijedili.',
    },
    gtm: { name: 'Menadžer oznaka (Google Tag Manager)', description: 'Učitava mjerne oznake i prenosi vaš pristanak.' },
    cloudflare: {
      name: 'CDN analitika (Cloudflare Web Analytics)',
      description: 'Statistika saobraćaja bez kolačića iz naše mreže za isporuku sadržaja.',
    },
  },
};

const ba: ConsentTexts = {
  accept: 'Prihvati',
  acceptAll: 'Prihvati sve',
  bannerTitle: 'Kolačići',
  bannerDescription:
    'Koristimo kolačiće i slične načine pohrane kako bi ova web-stranica radila i kako bismo vidjeli koje vam stranice pomažu da uporedite cijene. Ništa se ne šalje prije nego što date saglasnost.',
  close: 'Zatvori',
  cookiesNecessary: 'Neophodni kolačići',
  cookiesOptional: 'Opcionalni kolačići',
  decline: 'Odbij',
  declineAll: 'Odbij sve',
  iframeBlocked: 'Da biste ovo vidjeli, omogućite funkcionalne kolačiće',
  manageCookies: 'Saznajte više i prilagodite',
  modalDescription: 'Ovo su kolačići i usluge koje web-stranica koristi. Svi su potrebni da bi stranica radila i da bi se unapređivala.',
  reopen: 'Postavke kolačića',
  save: 'Sačuvaj',
  settingsUnsaved: 'Imate nesačuvane postavke',
  groups: {
    website: { name: 'Web-stranica i API', description: 'Pamti vaš jezik i izbor kolačića te učitava stranice i cijene.' },
    mixpanel: {
      name: 'Analitika proizvoda (Mixpanel)',
      description: 'Broji posjete stranicama i način korištenja web-stranice, kako bismo je unaprijedili.',
    },
    gtm: { name: 'Upravitelj oznaka (Google Tag Manager)', description: 'Učitava mjerne oznake i prenosi vašu saglasnost.' },
    cloudflare: {
      name: 'CDN analitika (Cloudflare Web Analytics)',
      description: 'Statistika saobraćaja bez kolačića iz naše mreže za isporuku sadržaja.',
    },
  },
};

const ru: ConsentTexts = {
  accept: 'Принять',
  acceptAll: 'Принять все',
  bannerTitle: 'Файлы cookie',
  bannerDescription:
    'Мы используем файлы cookie и похожие хранилища, чтобы сайт работал и чтобы понимать, какие страницы помогают вам сравнивать цены. Пока вы не дадите согласие, ничего не отправляется.',
  close: 'Закрыть',
  cookiesNecessary: 'Необходимые файлы cookie',
  cookiesOptional: 'Необязательные файлы cookie',
  decline: 'Отклонить',
  declineAll: 'Отклонить все',
  iframeBlocked: 'Чтобы увидеть этот контент, разрешите функциональные файлы cookie',
  manageCookies: 'Подробнее и настройки',
  modalDescription: 'Здесь перечислены файлы cookie и сервисы, которые использует сайт. Все они нужны для его работы и улучшения.',
  reopen: 'Настройки cookie',
  save: 'Сохранить',
  settingsUnsaved: 'У вас есть несохранённые настройки',
  groups: {
    website: { name: 'Сайт и API', description: 'Запоминает ваш язык и выбор файлов cookie, загружает страницы и цены.' },
    mixpanel: {
      name: 'Продуктовая аналитика (Mixpanel)',
      description: 'Считает просмотры страниц и анализирует использование сайта, чтобы его улучшать.',
    },
    gtm: { name: 'Менеджер тегов (Google Tag Manager)', description: 'Загружает теги аналитики и передаёт ваше согласие.' },
    cloudflare: {
      name: 'CDN-аналитика (Cloudflare Web Analytics)',
      description: 'Статистика трафика без файлов cookie из нашей сети доставки контента.',
    },
  },
};

const de: ConsentTexts = {
  accept: 'Akzeptieren',
  acceptAll: 'Alle akzeptieren',
  bannerTitle: 'Cookies',
  bannerDescription:
    'Wir verwenden Cookies und ähnliche Speichertechniken, damit diese Website funktioniert und wir sehen, welche Seiten Ihnen beim Preisvergleich helfen. Bevor Sie zustimmen, wird nichts übertragen.',
  close: 'Schließen',
  cookiesNecessary: 'Notwendige Cookies',
  cookiesOptional: 'Optionale Cookies',
  decline: 'Ablehnen',
  declineAll: 'Alle ablehnen',
  iframeBlocked: 'Um diesen Inhalt zu sehen, aktivieren Sie bitte funktionale Cookies',
  manageCookies: 'Mehr erfahren und anpassen',
  modalDescription:
    'Dies sind die Cookies und Dienste, die diese Website verwendet. Alle werden für ihren Betrieb und ihre Verbesserung benötigt.',
  reopen: 'Cookie-Einstellungen',
  save: 'Speichern',
  settingsUnsaved: 'Sie haben ungespeicherte Einstellungen',
  groups: {
    website: { name: 'Website und API', description: 'Speichert Ihre Sprache und Cookie-Auswahl und lädt Seiten und Preise.' },
    mixpanel: {
      name: 'Produktanalyse (Mixpanel)',
      description: 'Zählt Seitenaufrufe und erfasst die Nutzung der Website, um sie zu verbessern.',
    },
    gtm: { name: 'Tag-Manager (Google Tag Manager)', description: 'Lädt Mess-Tags und gibt Ihre Einwilligung weiter.' },
    cloudflare: {
      name: 'CDN-Analyse (Cloudflare Web Analytics)',
      description: 'Cookiefreie Zugriffsstatistiken aus unserem Content-Delivery-Network.',
    },
  },
};

const tr: ConsentTexts = {
  accept: 'Kabul et',
  acceptAll: 'Tümünü kabul et',
  bannerTitle: 'Çerezler',
  bannerDescription:
    'Bu sitenin çalışması ve hangi sayfaların fiyat karşılaştırmanıza yardımcı olduğunu görebilmemiz için çerezler ve benzeri depolama yöntemleri kullanıyoruz. Onay vermeden önce hiçbir veri gönderilmez.',
  close: 'Kapat',
  cookiesNecessary: 'Zorunlu çerezler',
  cookiesOptional: 'İsteğe bağlı çerezler',
  decline: 'Reddet',
  declineAll: 'Tümünü reddet',
  iframeBlocked: 'Bunu görmek için lütfen işlevsel çerezleri etkinleştirin',
  manageCookies: 'Daha fazla bilgi edinin ve özelleştirin',
  modalDescription: 'Bu sitenin kullandığı çerezler ve hizmetler aşağıdadır. Hepsi sitenin çalışması ve geliştirilmesi için gereklidir.',
  reopen: 'Çerez ayarları',
  save: 'Kaydet',
  settingsUnsaved: 'Kaydedilmemiş ayarlarınız var',
  groups: {
    website: { name: 'Web sitesi ve API', description: 'Dil ve çerez tercihlerinizi hatırlar, sayfaları ve fiyatları yükler.' },
    mixpanel: {
      name: 'Ürün analitiği (Mixpanel)',
      description: 'Siteyi geliştirmek için sayfa görüntülemelerini ve sitenin nasıl kullanıldığını ölçer.',
    },
    gtm: { name: 'Etiket yöneticisi (Google Tag Manager)', description: 'Ölçüm etiketlerini yükler ve onayınızı iletir.' },
    cloudflare: {
      name: 'CDN analitiği (Cloudflare Web Analytics)',
      description: 'İçerik dağıtım ağımızdan çerez kullanmayan trafik istatistikleri.',
    },
  },
};

export const CONSENT_TEXTS: Partial<Record<Locale, ConsentTexts>> = { en, sr, me, ba, ru, de, tr };

/** The consent texts of a locale; a missing one is an error, as in nuxt-cookie-control. */
export function consentTexts(locale: Locale, texts = CONSENT_TEXTS): ConsentTexts {
  const found = texts[locale];
  if (!found) throw new Error(`Could not get translation for locale ${locale}.`);
  return found;
}
