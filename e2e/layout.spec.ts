import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { PAGE_STATES, SCREENS } from './page-states.ts';
import { expect, MNE, test, waitForHydration } from './sites.ts';

/** The phone header's budget: a quarter of the first screen went to it before. */
const PHONE_HEADER_MAX = 120;

/** What a visitor would see broken in the page's layout, as lines that say where. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1)
    problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide in ${window.innerWidth}`);
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
  };
  // Text of more than 12 characters laid out narrower than 60 px: a word per line, or a letter.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (text.length <= 12 || !parent || parent.closest('script, style, option, .visually-hidden') || !visible(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.height > 0 && box.width < 60) problems.push(`"${text.slice(0, 40)}" is laid out ${Math.round(box.width)} px wide`);
  }
  // Buttons and fields of at least 24 x 24 px (WCAG 2.2, 2.5.8); a checkbox or radio button is
  // clicked through its label, so its label is the target.
  for (const control of document.querySelectorAll('button, select, textarea, input:not([type="hidden"]), [role="button"]')) {
    const target = control.matches('[type="checkbox"], [type="radio"]') ? (control.closest('label') ?? control) : control;
    if (!visible(target)) continue;
    const box = target.getBoundingClientRect();
    if (box.width < 24 || box.height < 24) {
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.getAttribute('name') ?? '';
      problems.push(`${control.tagName.toLowerCase()} "${name.slice(0, 30)}" is ${Math.round(box.width)} x ${Math.round(box.height)} px`);
    }
  }
  return problems;
}

async function headerHeight(page: Page): Promise<number> {
  return page.locator('header.header').evaluate((header) => header.getBoundingClientRect().height);
}

for (const screen of SCREENS) {
  for (const locale of ['en', 'ru']) {
    for (const state of PAGE_STATES) {
      test(`${state.name}, ${locale}, ${screen.name} (${screen.width} px): no sideways scroll, no squeezed text, targets of 24 px, WCAG 2.2 AA`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await page.goto(`${MNE}/${locale}${state.path}`);
        await waitForHydration(page);
        await state.prepare?.(page, screen.width);
        expect(await page.evaluate(layoutProblems)).toEqual([]);
        if (screen.name === 'phone') expect(await headerHeight(page)).toBeLessThanOrEqual(PHONE_HEADER_MAX);
        await expectNoAxeViolations(page);
      });
    }
  }
}
