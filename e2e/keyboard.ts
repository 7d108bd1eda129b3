import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person without a mouse moves
 * on; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.waitFor();
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} toques de Tab sem chegar a ${target}`);
}

/** What has the focus, for a message: its tag and text. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}` : '';
  });

/** Tabs to `control` and presses Enter: the keyboard's click. */
export async function press(page: Page, control: Locator, key = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/**
 * The label that draws a file button, ringed as every control is when its input has the focus
 * (reached by Tab, or by Shift+Tab with `back`).
 */
export async function ringedFileButton(page: Page, input: Locator, { back = false } = {}) {
  await tabTo(page, input, { back });
  const outline = await input.evaluate((element) => {
    const label = document.querySelector(`label[for="${element.id}"]`)!;
    const style = getComputedStyle(label);
    return `${style.outlineStyle} ${parseFloat(style.outlineWidth)}`;
  });
  expect(outline).toBe('solid 3');
}
