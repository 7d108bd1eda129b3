import { isValidCnpj } from '../src/domain/br/documents.ts';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { completeOperationInput, SAMPLE_REGISTERS } from '../src/test-support/sample-company.ts';
import { makePfx } from '../src/server/test/certificates.ts';
import { companyWithRegisters } from './company.ts';
import { expect, screenshot, test } from './fixtures.ts';

// Issue 44, 'Done when': a client with an alphanumeric CNPJ → an operation concluded → its NFS-e
// issued against the national API's stand-in (started by playwright.config.ts) → the DANFSe
// opened → the NFS-e cancelled, at 1280 and 390 px.

/** A valid alphanumeric CNPJ of its own for each run (the server's database is shared). */
function alphanumericCnpj(): string {
  const base = `${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}0001`;
  for (let digits = 0; digits < 100; digits++) {
    const cnpj = base + String(digits).padStart(2, '0');
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error('no check digits found');
}

test('NFS-e: a client with an alphanumeric CNPJ, an operation concluded, its NFS-e issued, the DANFSe opened and the NFS-e cancelled', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${crypto.randomUUID()}`;
  const ids = await companyWithRegisters(page.request, `nfse-${stamp}@cerrado.com.br`);
  // 'Now' is the server's (its answer's Date header): the certificate and the operation's day
  // follow the clock the app checks them against, not this machine's.
  const now = new Date((await page.request.get('/api/health')).headers()['date']!);
  const today = todayInSaoPaulo(now);
  // The company: its CNPJ (with letters), fiscal settings and A1 certificate, through the API
  // (their screens have their own journey, e2e/fiscal-settings.spec.ts).
  const cnpj = alphanumericCnpj();
  const company = await page.request.patch('/api/company', {
    data: { company_name: 'Aero Cerrado Aviação Agrícola', cnpj },
  });
  expect(company.status(), await company.text()).toBe(200);
  const settings = await page.request.put('/api/company/fiscal', {
    data: {
      inscricao_municipal: '12345',
      municipio_ibge: '5107925',
      iss_retido: false,
      codigo_tributacao_nacional: '071301',
      nbs: '101011100',
      ambiente: 'homologacao',
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const uploaded = await page.request.put('/api/company/fiscal/certificado', {
    multipart: {
      senha: 'senha-do-certificado',
      arquivo: {
        name: 'empresa.pfx',
        mimeType: 'application/x-pkcs12',
        buffer: makePfx({
          cnpj,
          validFrom: new Date(now.getTime() - 30 * 86_400_000),
          validUntil: new Date(now.getTime() + 300 * 86_400_000),
          password: 'senha-do-certificado',
        }),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  // The client, registered on the screen with an alphanumeric CNPJ typed in lowercase.
  const clientCnpj = alphanumericCnpj();
  await page.goto('/cadastros');
  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome / razão social *').fill('Fazenda Nova Era');
  await dialog.getByLabel('CPF ou CNPJ').pressSequentially(clientCnpj.toLowerCase());
  await dialog.getByLabel('E-mail').fill(`financeiro-${stamp}@novaera.agr.br`);
  await dialog.getByLabel('UF').selectOption('MT');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const shown = `${clientCnpj.slice(0, 2)}.${clientCnpj.slice(2, 5)}.${clientCnpj.slice(5, 8)}/${clientCnpj.slice(8, 12)}-${clientCnpj.slice(12)}`;
  await expect(page.getByRole('listitem').filter({ hasText: 'Fazenda Nova Era' })).toContainText(
    shown,
  );
  const clients = await (await page.request.get('/api/registers/clients/options')).json();
  const client = (clients.options as { id: string; label: string }[]).find((o) =>
    o.label.includes('Fazenda Nova Era'),
  )!.id;
  const property = await page.request.post('/api/registers/properties', {
    data: { ...SAMPLE_REGISTERS.property, client_id: client },
  });
  expect(property.status(), await property.text()).toBe(201);

  // Its operation, concluded on the screen: the receivable follows.
  const created = await page.request.post('/api/operations', {
    data: {
      ...completeOperationInput(
        { ...ids, client, property: (await property.json()).id as string },
        today,
      ),
      preco_unitario_cents: 15_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string; numero: string };
  await page.goto(`/operacao/${operation.id}`);
  await page.getByRole('button', { name: 'Concluir operação' }).click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();

  await page.goto('/contabilidade?aba=receber');
  await page
    .getByRole('button', { name: new RegExp(`^Abrir Operação ${operation.numero} .*parcela 1/1$`) })
    .click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Operação ${operation.numero}`) });
  const nfse = detail.getByRole('region', { name: 'NFS-e' });
  await nfse.getByRole('button', { name: 'Emitir NFS-e' }).click();
  const confirm = page.getByRole('dialog', { name: 'Emitir a NFS-e desta conta?' });
  await confirm.getByRole('button', { name: 'Emitir NFS-e' }).click();
  await expect(nfse.getByText('Emitida', { exact: true })).toBeVisible();
  await expect(nfse).toContainText('NFS-e nº');
  await screenshot(page, 'contabilidade-nfse');

  // The DANFSe, opened from its link.
  const [danfse] = await Promise.all([
    page.waitForEvent('download'),
    nfse.getByRole('link', { name: 'DANFSe (PDF)' }).click(),
  ]);
  expect(danfse.suggestedFilename()).toMatch(/^danfse-\d+\.pdf$/);
  const pdf = await page.request.get(danfse.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await nfse.getByRole('button', { name: 'Cancelar NFS-e' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar esta NFS-e?' });
  await cancel.getByLabel('Motivo', { exact: true }).selectOption({ label: 'Erro na emissão' });
  await cancel.getByLabel('Descrição do motivo').fill('Valor do serviço digitado errado');
  await cancel.getByRole('button', { name: 'Cancelar NFS-e' }).click();
  await expect(nfse.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(nfse).toContainText('Valor do serviço digitado errado');
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await screenshot(page, 'contabilidade-nfse-cancelada');
});
