import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { logInByApi } from './accounts.ts';
import {
  databaseNames,
  fieldCompany,
  officeRead,
  serverNow,
  takeTomorrow,
} from './field-company.ts';
import { closeToast, expect, expectOfflineFailures, screenshot, test } from './fixtures.ts';

// Issue 41 items 1 and 4, decision 039, in a real browser's IndexedDB: the field data of one user
// is never another's on the same browser, and goes with 'Sair'; a session ended by 12 h idle
// keeps the pilot's waiting changes, which only his own next sign-in sends. The service worker
// serves the app's code while the connection is cut.
test.use({ serviceWorkers: 'allow' });

/** How many of `userId`'s changes wait in his database, read as any script of the page could. */
const waitingIn = (page: Page, name: string) =>
  page.evaluate(
    (db) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('changes').objectStore('changes').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(
              (all.result as { state: string }[]).filter((c) => c.state === 'waiting').length,
            );
          };
        };
      }),
    name,
  );

/** The browser's saved keys that name `userId` or hold a kept session. */
const keptFor = (page: Page, userId: string) =>
  page.evaluate(
    (id) =>
      Object.keys(localStorage).filter(
        (key) => key.includes(id) || key.startsWith('agrovoo-campo'),
      ),
    userId,
  );

test('one browser, two users: the field data is each one’s own, outlives 12 h idle, and goes with Sair', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.slow(); // a company, a pilot, two users signing in and out of one browser
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  // The page's clock starts at the server's time; the test moves it, never reads this machine's.
  await page.clock.install({ time: await serverNow(page.request) });
  const field = await fieldCompany(page, baseURL, stamp);
  const pilotDb = `agrovoo-campo-${field.pilotUserId}`;

  // The pilot takes tomorrow's operation to the field and, with no signal, starts it.
  await takeTomorrow(page);
  await page.getByRole('link', { name: /^Operação \d{4}\/\d{4}/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Operação / })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(page.getByText('Você está offline')).toBeHidden();
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await closeToast(page, 'Início guardado no aparelho; será enviado quando houver conexão.');
  expect(await waitingIn(page, pilotDb)).toBe(1);
  // 'Sair' would delete it with the field data: it asks first, and he stays.
  await page.getByRole('button', { name: 'Sair' }).click();
  const ask = page.getByRole('dialog', { name: 'Sair e apagar o que não foi enviado?' });
  await expect(ask).toContainText('1 alteração feita no campo ainda não foi enviada.');
  await screenshot(page, 'campo-sair-pendente', { fullPage: false });
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  expect(await waitingIn(page, pilotDb)).toBe(1);

  // 12 h without activity: the server ends his session on its own (ended here through the API:
  // the running server's clock is not the test's to move), and the phone signs out.
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await page.clock.fastForward('12:01:00');
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/auth$/);
  // His change still waits, in his database: not sent without his session, not refused.
  expect(await waitingIn(page, pilotDb)).toBe(1);
  expect((await officeRead(field.office, field.operationId)).operation.status).toBe('agendada');
  expectOfflineFailures(consoleErrors);

  // The office's owner signs in on the same browser: nothing of the pilot's is his to see or send.
  await logInByApi(page.request, field.owner);
  await page.goto('/campo');
  await expect(page.getByText('Nada foi levado para este aparelho ainda.')).toBeVisible();
  await expect(page.getByText('Nenhuma alteração aguardando envio.')).toBeVisible();
  expect((await officeRead(field.office, field.operationId)).operation.status).toBe('agendada');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The pilot signs in again: his waiting change is sent, once.
  await logInByApi(page.request, field.pilot);
  await page.goto('/dashboard');
  await closeToast(page, '1 alteração do campo enviada.');
  expect((await officeRead(field.office, field.operationId)).operation.status).toBe('em_andamento');
  expect(await waitingIn(page, pilotDb)).toBe(0);

  // 'Sair': his database and every mark of his are gone from the browser.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => databaseNames(page)).not.toContain(pilotDb);
  expect(await keptFor(page, field.pilotUserId)).toEqual([]);

  // The owner, signed in again on the same browser, finds nothing of his.
  await logInByApi(page.request, field.owner);
  await page.goto('/campo');
  await expect(page.getByText('Nada foi levado para este aparelho ainda.')).toBeVisible();
  expect(await databaseNames(page)).not.toContain(pilotDb);
  await field.office.dispose();
});
