import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Focuses `control` and reads its ring, again until the page rendered at build time has become
 * the app (hydration replaces the element that had the focus).
 */
function focusedRing(control: Locator) {
  return expect.poll(async () => {
    await control.focus();
    return ring(control);
  });
}

/** The element's ring as the browser draws it: outline and box-shadow. */
function ring(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focused: element === document.activeElement,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    };
  });
}

// The ring of styles.css: brand-900, 3px, with a 2px white halo (WCAG 1.4.11, 3:1 or more).
const RING = {
  focused: true,
  outlineStyle: 'solid',
  outlineWidth: 3,
  outlineColor: 'rgb(6, 44, 61)',
  boxShadow: expect.stringContaining('rgb(255, 255, 255) 0px 0px 0px 2px'),
};

test('the keyboard: a field, a button and a link on a dark section show a 3px ring', async ({
  page,
}) => {
  await page.goto('/auth');
  const email = page.getByLabel('E-mail');
  await focusedRing(email).toEqual(RING);

  await page.getByLabel('Senha').focus();
  await page.keyboard.press('Tab');
  let focused = page.locator(':focus');
  while ((await focused.evaluate((element) => element.tagName)) !== 'BUTTON') {
    await page.keyboard.press('Tab');
    focused = page.locator(':focus');
  }
  expect(await ring(focused)).toEqual(RING);

  // The price section is brand-700: its link keeps the ring, the white halo standing out.
  await page.goto('/');
  const trial = page.locator('section.bg-brand-700 a').first();
  await focusedRing(trial).toEqual(RING);
});
