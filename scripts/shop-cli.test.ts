import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openCatalogue } from './catalogue/db.ts';
import { createIngestCatalogue } from './ingest/catalogue.test-kit.ts';

const CLI = join(import.meta.dirname, 'shop-cli.ts');

/** `npm run shop` on a new catalogue of its own (`path`). */
function shopCommand() {
  const { db, path } = createIngestCatalogue();
  db.close();
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, CATALOGUE_DB: path }, encoding: 'utf8' });
  return Object.assign(run, { path });
}

test('shops are added, mapped and listed on the catalogue CATALOGUE_DB names; bad input is named', () => {
  const shop = shopCommand();

  const added = shop('add', 'nova-shop', '--name', 'Nova', '--country', 'BIH', '--url', 'https://nova.example', '--shipping', '9,90');
  expect(added.status).toBe(0);
  expect(shop('map', 'nova-shop', 'Mobiteli > Android', 'pametni-telefoni').stdout).toContain(
    'mapped nova-shop\'s "Mobiteli > Android" to pametni-telefoni',
  );
  const list = shop('list').stdout;
  expect(list).toMatch(/nova-shop\tBIH\tNova\thttps:\/\/nova\.example\/\tshipping 9\.90\toffers 0\tcategory mappings 1/);
  expect(list).not.toContain('partial feeds');
  const partial = shop('add', 'nova-shop', '--name', 'Nova', '--country', 'BIH', '--url', 'https://nova.example', '--partial-feed');
  expect(partial.stdout).toContain('partial feeds: missing items are not gone');
  expect(shop('list').stdout).toMatch(/nova-shop\t.*\tpartial feeds/);

  const bad = shop('add', 'Bad Id', '--country', 'HR', '--url', 'javascript:alert(1)');
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('<shopId> must be lowercase');
  expect(bad.stderr).toContain('--name is required');
  expect(bad.stderr).toContain('--country must be MNE or BIH');
  expect(bad.stderr).toContain('--url must be an http(s) address');
  expect(shop('map', 'nova-shop', 'X', 'no-such-category').stderr).toContain('No category with slug "no-such-category"');
}, 30_000);

test('shop names with terminal escape codes are listed without their control characters; free default shipping is accepted', () => {
  const shop = shopCommand();
  const added = shop(
    'add',
    'evil',
    '--name',
    'Evil\x1b]0;owned\x07\x1b[2J\x9b31m Shop',
    '--country',
    'MNE',
    '--url',
    'https://evil.example',
    '--shipping',
    '0',
  );
  expect(added.status).toBe(0);
  const list = shop('list').stdout;
  // Stored as the ingest stores feed text: the control characters out, the printable rest of the codes kept.
  expect(list).toContain('evil\tMNE\tEvil]0;owned[2J31m Shop\thttps://evil.example/\tshipping 0.00');
  expect(list).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
}, 30_000);

test('a shop name or shop category with line breaks stays on its line', () => {
  const shop = shopCommand();
  expect(shop('add', 'evil', '--name', 'Evil\nfake\tBIH', '--country', 'MNE', '--url', 'https://evil.example').status).toBe(0);
  const list = shop('list').stdout.split('\n').filter(Boolean);
  expect(list).toHaveLength(4);
  expect(list).toContainEqual(expect.stringMatching(/^evil\tMNE\tEvil fake BIH\thttps:\/\/evil\.example\/\tshipping 0\.00/));
  const mapped = shop('map', 'evil', 'Mobiteli\n> Android', 'pametni-telefoni').stdout;
  expect(mapped).toBe('Change 1: mapped evil\'s "Mobiteli > Android" to pametni-telefoni\n');
}, 30_000);

test('a shop name and shop category are stored clean as the ingest cleans feed text; a name of only control characters is refused', () => {
  const shop = shopCommand();
  expect(
    shop('add', 'tehno-me', '--name', ' \u202eTehno\x1b\x07\x01  ME\r', '--country', 'MNE', '--url', 'https://tehno.example').status,
  ).toBe(0);
  expect(shop('map', 'tehno-me', 'Mobiteli\x1b >\u202e Android\x01', 'pametni-telefoni').status).toBe(0);

  const catalogue = openCatalogue(shop.path);
  const stored = catalogue.prepare("SELECT name FROM shop WHERE id = 'tehno-me'").get();
  const sources = catalogue.prepare("SELECT source FROM shop_category WHERE shop_id = 'tehno-me'").all();
  catalogue.close();
  expect(stored).toEqual({ name: 'Tehno ME' });
  expect(sources).toEqual([{ source: 'Mobiteli > Android' }]);

  const empty = shop('add', 'blank', '--name', '\x1b\x07 \u202e', '--country', 'MNE', '--url', 'https://blank.example');
  expect(empty.status).toBe(2);
  expect(empty.stderr).toContain('--name has no text once control characters are removed');
  const emptyCategory = shop('map', 'tehno-me', '\x07\u202e', 'pametni-telefoni');
  expect(emptyCategory.status).toBe(2);
  expect(emptyCategory.stderr).toContain('<shop category> has no text once control characters are removed');
}, 30_000);

test("a shop's facts are entered, edited, cleared and shown; a bad fact is named with what it takes, and changes nothing", () => {
  const shop = shopCommand();
  const added = shop(
    'add',
    'nova-shop',
    '--name',
    'Nova',
    '--country',
    'MNE',
    '--url',
    'https://nova.example',
    '--company',
    'Nova d.o.o.',
    '--company-country',
    'BIH',
    '--ships-from',
    'BIH',
    '--customs',
    'included',
    '--payment',
    'card, cash-on-delivery',
    '--returns-days',
    '14',
  );
  expect(added.status, added.stderr).toBe(0);
  expect(shop('show', 'nova-shop').stdout).toContain(
    'nova-shop: company: Nova d.o.o.; country: BIH; payments: card, cash-on-delivery; shipsFrom: BIH; customs: included; returnsDays: 14',
  );
  const edited = shop('edit', 'nova-shop', '--warranty', 'shop', '--phone', '+387 33 123 456', '--clear', 'customs,company');
  expect(edited.status, edited.stderr).toBe(0);
  expect(edited.stdout).toContain('warranty: shop');
  expect(edited.stdout).not.toContain('customs');
  expect(edited.stdout).not.toContain('Nova d.o.o.');
  const bad = shop('edit', 'nova-shop', '--payment', 'bitcoin', '--returns-days', 'two weeks', '--email', 'nova', '--clear', 'colour');
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('Nothing changed');
  expect(bad.stderr).toContain('--payment: "bitcoin" is not one of card, cash-on-delivery, bank-transfer, installments');
  expect(bad.stderr).toContain('--returns-days: a whole number of days, e.g. 14');
  expect(bad.stderr).toContain('--email: an e-mail address such as prodaja@shop.me');
  expect(bad.stderr).toContain('--clear: no fact "colour"');
  expect(shop('show', 'nova-shop').stdout).toContain(
    'phone: +387 33 123 456; payments: card, cash-on-delivery; shipsFrom: BIH; returnsDays: 14; warranty: shop',
  );
  expect(shop('edit', 'no-shop', '--warranty', 'shop').stderr).toContain('Unknown shop "no-shop"');
}, 30_000);
