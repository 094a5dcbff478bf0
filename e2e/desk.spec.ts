import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueImagesDir, openCatalogue, type Db } from '../scripts/catalogue/db.ts';
import { buildDeskClient } from '../scripts/desk/build-client.ts';
import { startDesk } from '../scripts/desk/server.ts';
import { ingestFeed } from '../scripts/ingest/ingest-feed.ts';
import { acquireRunLock, catalogueLock } from '../scripts/run-lock.ts';
import { generateSample } from '../scripts/sample/generate.ts';
import { expectNoAxeViolations } from './axe.ts';

// The desk on a small sample made by the sample's generator (its shops' own titles, codes and
// GTINs): the last day's feeds are held back, to arrive after the operator's decisions.
test.describe.configure({ mode: 'serial' });
let dir: string;
let db: Db;
let desk: Awaited<ReturnType<typeof startDesk>>;
/** The operator's browser: the one-time link opened its session. */
let operator: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-desk-'));
  db = openCatalogue(join(dir, 'catalogue.db'));
  await generateSample(db, dir, { products: 150, days: 10, dailyDays: 10, holdBack: 1 });
  const clientDir = join(dir, 'desk-client');
  await buildDeskClient(clientDir);
  const cataloguePath = join(dir, 'catalogue.db');
  desk = await startDesk({ db, cataloguePath, clientDir, imagesDir: catalogueImagesDir(cataloguePath), by: 'ana' });
  operator = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await operator.newPage();
  await page.goto(desk.link());
  await expect(page).toHaveURL(`${desk.origin}/`);
  await page.close();
});

test.afterAll(async () => {
  await operator?.close();
  await desk?.close();
  db?.close();
});

const left = (page: Page) => page.locator('.desk-left');
const leftCount = async (page: Page) => Number(/^(\d+) proposals/.exec((await left(page).textContent()) ?? '')?.[1]);

test('without the one-time link’s session every request is refused; the link opens one session, once', async ({ browser }) => {
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  for (const path of ['/', '/api/queue', '/api/session']) {
    const response = await page.request.get(`${desk.origin}${path}`);
    expect([path, response.status()]).toEqual([path, 401]);
  }
  expect((await page.request.get(`${desk.origin}/?token=guess`)).status()).toBe(401);
  // The link worked once: opened again, it opens nothing.
  expect((await page.request.get(desk.link(), { maxRedirects: 0 })).status()).toBe(401);
  // Another name for this machine (a DNS rebinding) is not the desk.
  const rebound = await page.request.get(`${desk.origin}/`, { headers: { host: `evil.example:${new URL(desk.origin).port}` } });
  expect(rebound.status()).toBe(421);
  await stranger.close();
});

/** Makes a product of the tab's proposal as proposed ('c', then the form), naming a category where its items have none mapped. */
async function createAsProposed(tab: Page): Promise<void> {
  await tab.keyboard.press('c');
  const form = tab.getByRole('form', { name: 'Create a product' });
  if ((await form.getByLabel('Category').inputValue()) === '') await form.getByLabel('Category').fill('punjaci');
  await form.getByRole('button', { name: 'Create the product' }).click();
}

/** A tab of the operator's desk, the queue shown. */
async function deskTab(): Promise<Page> {
  const page = await operator.newPage();
  await page.goto(desk.origin);
  await expect(page.locator('.desk-proposal')).toBeVisible();
  return page;
}

test('a proposal becomes a product on the desk, its items land on it with their next feeds, and the next build has its page', async () => {
  test.setTimeout(120_000);
  const page = await deskTab();
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  const before = await leftCount(page);
  expect(before).toBeGreaterThan(10);
  await expectNoAxeViolations(page);
  // The first proposal of several shops: its items side by side, the shops' titles as they wrote them.
  const proposal = page.locator('.desk-proposal');
  const name = (await proposal.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const items = await proposal.locator('.desk-items tbody tr').count();
  expect(items).toBeGreaterThan(1);
  await page.keyboard.press('c');
  const form = page.getByRole('form', { name: 'Create a product' });
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByLabel('Name').fill(`${name} (desk)`);
  // Items of no mapped category: the operator names one (the field offers the catalogue's).
  if ((await form.getByLabel('Category').inputValue()) === '') await form.getByLabel('Category').fill('punjaci');
  await form.getByLabel('Its axis').selectOption('version');
  await form.getByLabel('Its value').fill('Desk edition');
  await form.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByRole('status')).toContainText(`from ${items} item(s); they land on it with the next feed.`);
  await expect(page.getByRole('status')).toContainText(`renamed product`);
  await expect(page.getByRole('status')).toContainText(`version Desk edition`);
  await expect.poll(() => leftCount(page)).toBe(before - 1);
  await expect(page.locator('.desk-list').getByText(name, { exact: true })).toHaveCount(0);
  const made = db.prepare('SELECT id, slug FROM product WHERE name = ?').get(`${name} (desk)`) as { id: number; slug: string };
  expect(db.prepare("SELECT value FROM product_variant WHERE product_id = ? AND axis = 'version'").get(made.id)).toEqual({
    value: 'Desk edition',
  });
  expect(db.prepare('SELECT by, command FROM product_change ORDER BY id DESC LIMIT 3').all()).toEqual([
    { by: 'ana', command: 'family variant' },
    { by: 'ana', command: 'rename' },
    { by: 'ana', command: 'create' },
  ]);

  // The held-back day arrives: every shop's feed, as the daily update ingests them.
  for (const shop of readdirSync(join(dir, 'feeds'))) {
    const feeds = readdirSync(join(dir, 'feeds', shop)).sort();
    await ingestFeed(db, { shopId: shop, file: join(dir, 'feeds', shop, feeds.at(-1) as string) });
  }
  // Every item the day's feeds still list lands on the new product (a shop may have dropped one).
  const landed = (db.prepare('SELECT count(*) AS n FROM offer WHERE product_id = ? AND gone_at IS NULL').get(made.id) as { n: number }).n;
  expect(landed).toBeGreaterThan(items / 2);
  const out = join(dir, 'dist');
  const build = spawnSync('npm', ['run', 'build', '--', '--out', out, '--site', 'cjenovnik.me'], {
    env: { ...process.env, CATALOGUE_DB: join(dir, 'catalogue.db') },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const pages = readdirSync(join(out, 'cjenovnik.me'), { recursive: true }) as string[];
  const article = pages.find((path) => path.endsWith(`${made.id}-${made.slug}/index.html`));
  expect(article).toBeDefined();
  expect(existsSync(join(out, 'cjenovnik.me', article as string))).toBe(true);
  await page.close();
});

test('keyboard first: j moves to the next proposal, a accepts its chosen candidate, r rejects one for good', async () => {
  const page = await deskTab();
  const before = await leftCount(page);
  // To the first proposal that has a candidate.
  for (let step = 0; step < 40 && (await page.locator('.desk-candidates > li').count()) === 0; step += 1) await page.keyboard.press('j');
  const candidate = page.locator('.desk-candidates > li').first();
  await expect(candidate).toHaveClass('chosen');
  await expect(candidate.getByRole('list', { name: 'Evidence' }).getByRole('listitem').first()).toBeVisible();
  const product = /Product (\d+)/.exec((await candidate.textContent()) ?? '')?.[1];
  await page.keyboard.press('a');
  await expect(page.getByRole('status')).toContainText(`is product ${product}`);
  await expect.poll(() => leftCount(page)).toBeLessThan(before);
  for (let step = 0; step < 40 && (await page.locator('.desk-candidates > li').count()) === 0; step += 1) await page.keyboard.press('j');
  const rejected = /Product (\d+)/.exec((await page.locator('.desk-candidates > li').first().textContent()) ?? '')?.[1];
  await page.keyboard.press('r');
  await expect(page.getByRole('status')).toContainText(`is not product ${rejected}`);
  await page.close();
});

test('two tabs deciding the same proposal: the second is told it was decided, and shown the queue afresh', async () => {
  const [first, second] = [await deskTab(), await deskTab()];
  const name = (await first.locator('.desk-proposal h2').textContent()) ?? '';
  await expect(second.locator('.desk-proposal h2')).toHaveText(name);
  for (const tab of [first, second]) await createAsProposed(tab);
  await expect(first.getByRole('status')).toContainText('they land on it with the next feed');
  await expect(second.getByRole('status')).toContainText('was decided already (in another tab, or from the command line)');
  await expect(second.locator('.desk-proposal h2')).not.toHaveText(name);
  expect((db.prepare('SELECT count(*) AS n FROM product WHERE name = ?').get(name) as { n: number }).n).toBe(1);
  await Promise.all([first.close(), second.close()]);
});

test('while an update holds the catalogue, a change is refused with why; once it ends, the change goes through', async () => {
  const page = await deskTab();
  const lock = acquireRunLock(catalogueLock(join(dir, 'catalogue.db')).lockFile, 'the catalogue', 'update data/feeds');
  try {
    await createAsProposed(page);
    await expect(page.getByRole('status')).toContainText('Another update data/feeds');
    await expect(page.getByRole('status')).toContainText('wait for it to end');
  } finally {
    lock.release();
  }
  await page.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByRole('status')).toContainText('they land on it with the next feed');
  await page.close();
});

test('a form on another page of this machine posting to the desk is refused, even with the operator’s cookie, and changes nothing', async () => {
  // Another port of 127.0.0.1 is the same site to a browser: the session cookie goes with the post; its Origin gives it away.
  const form = `<form method="post" enctype="text/plain" action="${desk.origin}/api/create"><input name='{"proposal":"x","items":["a:b"],"x":"' value='"}'><button>Win a prize</button></form>`;
  const attacker = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(form));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const page = await operator.newPage();
  const changes = () => (db.prepare('SELECT count(*) AS n FROM product_change').get() as { n: number }).n;
  const before = changes();
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    // The browser shows the desk's answer to the post: the refusal a 403 carries.
    await expect(page.locator('body')).toContainText('A change is taken only from the desk’s own page.');
    expect(changes()).toBe(before);
  } finally {
    await page.close();
    attacker.close();
  }
});

test('the log lists every change with who and when, and undoes one from there', async () => {
  const page = await operator.newPage();
  await page.goto(`${desk.origin}/#log`);
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('ana');
  const id = Number(await latest.getByRole('cell').first().textContent());
  await latest.getByRole('button', { name: `Undo change ${id}` }).click();
  await expect(page.getByRole('status')).toContainText(`change ${id} undone`);
  await expect(page.getByRole('row').filter({ hasText: `undone by change ${id + 1}` })).toHaveCount(1);
  expect((db.prepare('SELECT undone_by FROM product_change WHERE id = ?').get(id) as { undone_by: number }).undone_by).toBe(id + 1);
  await page.close();
});

test('shops: each one’s last feed and queue, and a category of its own mapped in place', async () => {
  const page = await operator.newPage();
  await page.goto(`${desk.origin}/#shops`);
  await expect(page.getByRole('heading', { name: 'Shops' })).toBeVisible();
  const form = page.getByRole('form', { name: /^Map / }).first();
  const label = (await form.getAttribute('aria-label')) ?? '';
  const [, source, shop] = /^Map (.+) of ([a-z0-9-]+)$/.exec(label) ?? [];
  await form.getByRole('combobox').fill('punjaci');
  await form.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('status')).toContainText(`to punjaci: the shop's next feed puts its items there.`);
  await expect(page.getByRole('form', { name: label })).toHaveCount(0);
  expect(
    db
      .prepare('SELECT n.slug FROM shop_category c JOIN nav_node n ON n.id = c.category_id WHERE shop_id = ? AND source = ?')
      .get(shop, source),
  ).toEqual({ slug: 'punjaci' });
  await page.close();
});

test('products: found by id, renamed, a variant value set, an offer split off into a new product, and merged back', async () => {
  const { id, name } = db
    .prepare(
      `SELECT p.id, p.name FROM product p WHERE (SELECT count(*) FROM offer o WHERE o.product_id = p.id AND o.gone_at IS NULL) >= 3
       ORDER BY p.id LIMIT 1`,
    )
    .get() as { id: number; name: string };
  const page = await operator.newPage();
  await page.goto(`${desk.origin}/#products`);
  await page.getByRole('searchbox', { name: 'Name or id' }).fill(String(id));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Products found' }).getByRole('button', { name: name }).click();
  const fields = page.getByRole('form', { name: "The product's fields" });
  await expect(fields.getByLabel('Name')).toHaveValue(name);
  await fields.getByLabel('Name').fill(`${name} Desk`);
  await fields.getByRole('button', { name: 'Save the fields' }).click();
  await expect(page.getByRole('status')).toContainText(`renamed product ${id} from ${name} to ${name} Desk`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${name} Desk`);
  const variant = page.getByRole('form', { name: 'Set a variant value' });
  await variant.getByLabel('Axis').selectOption('color');
  await variant.getByLabel('Value').fill('Desk Blue');
  await variant.getByRole('button', { name: 'Set the variant value' }).click();
  await expect(page.getByRole('status')).toContainText(`product ${id}: color Desk Blue.`);
  expect(db.prepare("SELECT value FROM product_variant WHERE product_id = ? AND axis = 'color'").get(id)).toEqual({ value: 'Desk Blue' });

  const offers = page.getByRole('checkbox', { name: /^Split / });
  const ref = ((await offers.first().getAttribute('aria-label')) ?? '').replace('Split ', '').replace(' off', '');
  await offers.first().check();
  await page.getByRole('form', { name: 'Split the chosen offers off' }).getByLabel("The new product's name").fill('Split Off Product');
  await page.getByRole('button', { name: 'Split 1 off into a new product' }).click();
  await expect(page.getByRole('status')).toContainText(`split ${ref} from product ${id}`);
  const made = db.prepare("SELECT id FROM product WHERE name = 'Split Off Product'").get() as { id: number };
  expect(db.prepare("SELECT product_id FROM offer WHERE shop_id || ':' || shop_item_id = ?").get(ref)).toEqual({ product_id: made.id });

  await page.getByRole('searchbox', { name: 'Name or id' }).fill(String(made.id));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Products found' }).getByRole('button', { name: 'Split Off Product' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Split Off Product');
  await page.getByLabel('The product it is').fill(String(id));
  await page.getByRole('button', { name: 'Merge into that product' }).click();
  await expect(page.getByRole('status')).toContainText(`its address leads to product ${id}`);
  expect(db.prepare("SELECT product_id FROM offer WHERE shop_id || ':' || shop_item_id = ?").get(ref)).toEqual({ product_id: id });
  await page.close();
});

test('a shop opened: its measured record as its site shows it, its facts edited, and the edit undone from the log', async () => {
  const page = await operator.newPage();
  await page.goto(`${desk.origin}/#shops`);
  const { id, name } = db.prepare("SELECT id, name FROM shop WHERE country = 'MNE' ORDER BY id LIMIT 1").get() as {
    id: string;
    name: string;
  };
  await page.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('region', { name: `Shop ${id}` });
  await expectNoAxeViolations(page);
  await expect(panel).toContainText(/Its feed arrived on \d+ of \d+ days \(\d+%\); \d+% of its \d+ offers confirmed within 3 days/);
  const facts = panel.getByRole('form', { name: "The shop's facts" });
  await facts.getByLabel('Company').fill('Desk Trade d.o.o.');
  await facts.getByLabel('Returns (days)').fill('14');
  await facts.getByRole('checkbox', { name: 'card' }).check();
  await facts.getByRole('button', { name: 'Save the facts' }).click();
  await expect(page.getByRole('status')).toContainText(`set ${id}'s facts:`);
  expect(JSON.parse((db.prepare('SELECT facts FROM shop WHERE id = ?').get(id) as { facts: string }).facts)).toMatchObject({
    company: 'Desk Trade d.o.o.',
    returnsDays: 14,
    payments: ['card'],
  });
  // A fact that is not one is refused with what it takes, and nothing changes.
  await facts.getByLabel('E-mail').fill('not an address');
  await facts.getByRole('button', { name: 'Save the facts' }).click();
  await expect(page.getByRole('status')).toContainText('email: an e-mail address such as prodaja@shop.me');
  await page.close();
  const log = await operator.newPage();
  await log.goto(`${desk.origin}/#log`);
  const latest = log.getByRole('row').nth(1);
  await expect(latest).toContainText(`set ${id}'s facts`);
  await latest.getByRole('button', { name: /^Undo change / }).click();
  await expect(log.getByRole('status')).toContainText('undone');
  expect(JSON.parse((db.prepare('SELECT facts FROM shop WHERE id = ?').get(id) as { facts: string }).facts)).not.toHaveProperty(
    'company',
    'Desk Trade d.o.o.',
  );
  await log.close();
});

test("products: its specs edited in place, checked, and a picture taken from one of its shops' feeds", async () => {
  const { id, name, offer, shop } = db
    .prepare(
      `SELECT p.id, p.name, o.id AS offer, o.shop_id AS shop FROM product p JOIN offer o ON o.product_id = p.id
       WHERE o.gone_at IS NULL AND EXISTS (SELECT 1 FROM product_spec s WHERE s.product_id = p.id) ORDER BY p.id DESC LIMIT 1`,
    )
    .get() as { id: number; name: string; offer: number; shop: string };
  // The picture its shop's feed links (the sample's feeds here carry none).
  const url = 'http://127.0.0.1:9/pictures/desk.jpg';
  db.prepare('UPDATE offer SET image_url = ? WHERE id = ?').run(url, offer);
  const page = await operator.newPage();
  await page.goto(`${desk.origin}/#products`);
  await page.getByRole('searchbox', { name: 'Name or id' }).fill(String(id));
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Products found' }).getByRole('button', { name }).click();
  const specs = page.getByRole('form', { name: 'Its specs' });
  await expect(specs).toBeVisible();
  await expectNoAxeViolations(page);
  const before = db.prepare('SELECT count(*) AS n FROM product_spec WHERE product_id = ?').get(id) as { n: number };
  await specs.getByRole('button', { name: 'Add a spec' }).click();
  const added = specs.getByRole('row').last();
  const key = await added.getByRole('combobox').inputValue();
  await added.getByRole('textbox').fill('Desk value');
  await specs.getByRole('button', { name: 'Save the specs' }).click();
  const unit = (db.prepare("SELECT unit FROM spec_label WHERE key = ? AND locale = 'en'").get(key) as { unit: string }).unit;
  if (unit) {
    // A spec with a unit is filtered as a range: it takes a number.
    await expect(page.getByRole('status')).toContainText(`${key} is in ${unit}: give a number`);
    await added.getByRole('textbox').fill('42');
    await specs.getByRole('button', { name: 'Save the specs' }).click();
  }
  await expect(page.getByRole('status')).toContainText(`set product ${id}'s`);
  expect(db.prepare('SELECT count(*) AS n FROM product_spec WHERE product_id = ?').get(id)).toEqual({ n: before.n + 1 });
  await page
    .getByRole('list', { name: "Its shops' pictures" })
    .getByRole('button', { name: `Use ${shop}'s picture` })
    .first()
    .click();
  await expect(page.getByRole('status')).toContainText(`shows the picture at ${url}`);
  expect(db.prepare('SELECT source_url, by_operator FROM picture WHERE product_id = ?').get(id)).toEqual({
    source_url: url,
    by_operator: 1,
  });
  await expect(page.getByText('(chosen by hand)')).toBeVisible();

  // Its family fixed by hand: put in another product's, named as that one.
  const other = db.prepare('SELECT id, name FROM product WHERE id <> ? AND family_id IS NULL ORDER BY id LIMIT 1').get(id) as {
    id: number;
    name: string;
  };
  const join = page.getByRole('form', { name: "Put it in another product's family" });
  await join.getByLabel('A product of the family it belongs in').fill(String(other.id));
  await join.getByRole('button', { name: "Put it in that product's family" }).click();
  await expect(page.getByRole('status')).toContainText(`family ${other.name}: products ${other.id}, ${id}.`);
  await expect(page.getByRole('button', { name: other.name, exact: true })).toBeVisible();
  const family = (productId: number) =>
    (db.prepare('SELECT family_id FROM product WHERE id = ?').get(productId) as { family_id: number }).family_id;
  expect(family(id)).toBe(family(other.id));
  await page.close();
});
