import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** WCAG 2.1 levels A and AA, and axe's best practices (the order of headings among them). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's scan of the page as it is (an open dialog included): no serious or critical
 * violation, and no heading level skipped. Each scan notes on the test what it found
 * (annotation 'axe': the violations by impact, and their rules), for a report to sum.
 */
export async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const impacts = violations.map((v) => v.impact ?? 'minor');
  const counts = ['critical', 'serious', 'moderate', 'minor']
    .map((impact) => `${impact} ${impacts.filter((i) => i === impact).length}`)
    .join(', ');
  const rules = violations.map((v) => `${v.id} (${v.impact})`).join(', ');
  test.info().annotations.push({
    type: 'axe',
    description: `${what}: ${counts}${rules ? `; ${rules}` : ''}`,
  });
  const failing = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(failing, `axe em ${what}`).toEqual([]);
}
