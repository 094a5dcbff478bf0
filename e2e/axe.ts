import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The rules the site is held to: WCAG 2.2 A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rule, impact, help text and every failing element, so that a failure says what to fix. */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => `\n  at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} <${violation.helpUrl}>${nodes.join('')}`;
}

/** Runs axe-core on the page as it is now (or only on `include`, a selector) and expects no WCAG 2.2 AA violation. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map(describeViolation)).toEqual([]);
}
