import { describe, expect, test } from 'vitest';
import { escapeHtml, jsonForScript, renderDocument, type PageAssets } from './document.ts';

/** The fixture catalogue's hostile product name (pages/ does not import scripts/). */
const HOSTILE_NAME = '<script>alert("x")</script> Phone & "Co" </script><!--';

const ASSETS: PageAssets = { script: '/assets/entry.js', css: ['/assets/entry.css'], preload: ['/assets/en.js'] };

describe('jsonForScript', () => {
  const value = { name: HOSTILE_NAME, note: 'a</SCRIPT >b <!-- c -->', separators: 'line\u2028paragraph\u2029end' };
  const safe = jsonForScript(JSON.stringify(value));

  test('leaves nothing that could end the script element or open a comment', () => {
    expect(safe).not.toMatch(/<\/script/i);
    expect(safe).not.toContain('<!--');
    expect(safe).not.toContain('<');
  });

  test('escapes the JavaScript line separators', () => {
    expect(safe).not.toMatch(/[\u2028\u2029]/);
    expect(safe).toContain('\\u2028');
  });

  test('parses back to exactly the same value', () => {
    expect(JSON.parse(safe)).toEqual(value);
  });

  test('leaves JSON without such characters as it is', () => {
    const plain = JSON.stringify({ price: { minor: 76900, currency: 'EUR' }, name: 'Računari & "TV"' });
    expect(jsonForScript(plain)).toBe(plain);
  });
});

describe('escapeHtml', () => {
  test('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  test('escapes an ampersand once, so entities show as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  test('keeps other text, diacritics included', () => {
    expect(escapeHtml('Računari – Đorđe')).toBe('Računari – Đorđe');
  });
});

describe('renderDocument', () => {
  const head = {
    lang: 'sr-Latn',
    title: `${HOSTILE_NAME} | Cjenovnik.me`,
    description: HOSTILE_NAME,
    canonical: 'https://cjenovnik.me/a?x=1&y=2',
    alternates: [{ hreflang: 'x-default', href: 'https://cjenovnik.me/a"b' }],
    og: [{ property: 'og:title', content: HOSTILE_NAME }],
  };
  const payloadJson = JSON.stringify({ screen: 'article', name: HOSTILE_NAME });
  const html = renderDocument({
    head,
    structuredData: [{ '@type': 'Product', name: HOSTILE_NAME }],
    body: '<p>body</p>',
    hydration: { payloadJson, contextJson: '{"buildId":"b1"}' },
    assets: ASSETS,
  });

  test('escapes the head and never lets a hostile name out raw', () => {
    expect(html).toContain('<html lang="sr-Latn">');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Phone &amp; &quot;Co&quot;');
    expect(html).toContain('<link rel="canonical" href="https://cjenovnik.me/a?x=1&amp;y=2">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://cjenovnik.me/a&quot;b">');
    expect(html).toContain('<meta property="og:title" content="&lt;script&gt;alert(');
    expect(html).not.toContain('<script>alert');
    // One `</script>` for each of the four script elements (JSON-LD, module, payload, context), none from the data.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd as string)).toEqual({ '@type': 'Product', name: HOSTILE_NAME });
  });

  test('embeds the payload and the context so they parse back', () => {
    const payload = /<script type="application\/json" id="__payload">(.*?)<\/script>/.exec(html)?.[1];
    const context = /<script type="application\/json" id="__ctx">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(payload as string)).toEqual({ screen: 'article', name: HOSTILE_NAME });
    expect(JSON.parse(context as string)).toEqual({ buildId: 'b1' });
  });

  test('links the client script, styles and preloads', () => {
    expect(html).toContain('<script type="module" src="/assets/entry.js" fetchpriority="low"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/en.js" fetchpriority="low">');
  });

  test('a static page has no payload, no context and no canonical', () => {
    const page = renderDocument({
      head: { ...head, canonical: null, alternates: [], og: [] },
      body: '',
      assets: { ...ASSETS, script: '', preload: [] },
    });
    expect(page).not.toContain('__payload');
    expect(page).not.toContain('__ctx');
    expect(page).not.toContain('rel="canonical"');
    expect(page).not.toContain('<script');
  });
});
