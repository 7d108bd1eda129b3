import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** The browser's own line for an answered 4xx: an API refusal the page shows to the person. */
const CLIENT_ERROR_RESPONSE =
  /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Every journey fails on a browser console error or a page error — CSP violations, server
 * errors (5xx), network failures and React warnings all land there. Refusals (4xx) are part
 * of the API and are asserted by the journeys themselves.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !CLIENT_ERROR_RESPONSE.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'erros no console do navegador').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A journey that provokes console errors on purpose (offline requests, a failing page) takes
 * back those it expects; every other console error still fails it.
 */
export function expectConsoleErrors(errors: string[], expected: RegExp) {
  const others = errors.filter((e) => !expected.test(e));
  errors.splice(0, errors.length, ...others);
}

/** The requests refused for lack of network, in a journey that goes offline on purpose. */
export const expectOfflineFailures = (errors: string[]) =>
  expectConsoleErrors(errors, /net::ERR_INTERNET_DISCONNECTED/);

/**
 * A toast read and closed as a person would (its 'Fechar' button): a toast under the pointer
 * stays open, and at the bottom right it can cover the next button the journey clicks.
 */
export async function closeToast(page: Page, text: string | RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await expect(toast).toBeHidden();
}

/**
 * The browser's confirmations in a journey, answered in order: `answer(true)` accepts the next one
 * and `answer(false)` dismisses it; a question with no answer waiting is dismissed. `asked` keeps
 * every question's text. One listener for the whole journey, not one per question.
 */
export function confirmations(page: Page) {
  const answers: boolean[] = [];
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  return { asked, answer: (accept: boolean) => void answers.push(accept) };
}

/**
 * A picture for people to look at, `artifacts/screenshots/NAME-PROJECT.png` (the whole page
 * unless `fullPage: false`), taken only with E2E_SCREENSHOTS=1: the journeys assert what they
 * see, so CI does not spend its time drawing pictures nobody opens.
 */
export async function screenshot(target: Page | Locator, name: string, { fullPage = true } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const path = `artifacts/screenshots/${name}-${test.info().project.name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
