import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a browser console error or a page error — CSP violations,
 * failed requests and React warnings all land there.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'erros no console do navegador').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
