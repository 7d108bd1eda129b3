import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { pdfText } from '../test/pdf-text.ts';

const t = useTestApp();

describe("the contratante's address in the report data", () => {
  it.each([
    [{ endereco: null, municipio: 'Sorriso', uf: 'MT' as const }, 'Sorriso/MT'],
    [
      { endereco: 'Estrada do Arroz, s/n', municipio: 'Sorriso', uf: 'MT' as const },
      'Estrada do Arroz, s/n · Sorriso/MT',
    ],
    [
      { endereco: 'Estrada do Arroz, s/n', municipio: null, uf: 'MT' as const },
      'Estrada do Arroz, s/n',
    ],
  ])('%o is printed as %s by the page and the PDF alike', async (address, expected) => {
    const { owner, ids, complete } = await companyReadyToFly(t.app);
    await t.db.update(clients).set(address).where(eq(clients.id, ids.client));
    const id = await newOperation(owner, complete);
    const page = await owner({ method: 'GET', url: `/api/operations/${id}` });
    expect(page.json().report.contratante.endereco).toBe(expected);
    const pdf = await owner({ method: 'GET', url: `/api/operations/${id}/relatorio.pdf` });
    const section = pdfText(pdf.rawPayload).split('1. Contratante')[1]!.split('2. Propriedade')[0];
    expect(section).toContain(`Endereço: \n${expected}`);
  });
});
