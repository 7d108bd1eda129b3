import { describe, expect, it } from 'vitest';
import { SAMPLE_REGISTERS } from '../../test-support/sample-company.ts';
import { useTestApp } from '../test/app.ts';
import { downloaded } from '../test/contracts.ts';
import { HOSTILE_TEXTS } from '../test/hostile-text.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { addEmployee, EMPLOYEE, hrCompany, validCpfs } from '../test/hr.ts';
import { pdfText } from '../test/pdf-text.ts';
import { createPdf, pairs, table } from './layout.ts';
import { letterhead } from './letterhead.ts';

const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

/** A text as compared in a PDF: line breaks and blanks fall where the layout wraps. */
const squashed = (text: string) => text.replace(/\s+/g, '');

/** A PDF's text without the page footers a long value runs through. */
const bodyText = (pdf: Buffer) =>
  pdfText(pdf).replace(/^(Documento gerado pelo AgroVoo|Página \d+ de \d+)$/gm, '');

/** The PDF is whole (header to end-of-file marker) and shows `value` as text, `times` times. */
function expectShown(pdf: Buffer, value: string, times: number, what = '') {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  expect(pdfText(pdf)).toContain('Página 1 de');
  const text = squashed(bodyText(pdf));
  expect(text.split(squashed(value)).length - 1, `${what}: ${text}`).toBeGreaterThanOrEqual(times);
}

describe(`PDF layout: ${HOSTILE_TEXTS.length} hostile texts × letterhead, pairs and table`, () => {
  it.each(HOSTILE_TEXTS)('shows $label as its text', async ({ value, inPdf }) => {
    const { doc, finish } = await createPdf({ title: value });
    const company = { cnpj: null, registro_mapa: null, endereco: null, municipio: null, uf: null };
    letterhead(doc, { ...company, company_name: value }, { title: value, subtitle: value });
    pairs(doc, [
      ['Cliente', value],
      ['Fazenda', value],
    ]);
    table(
      doc,
      [
        { header: 'Produto', width: 0.15 },
        { header: 'Observações', width: 0.85 },
      ],
      [[value, value]],
    );
    expectShown(await finish(), inPdf ?? value, 7);
  });
});

const api = HOSTILE_TEXTS.filter((h) => h.api);

describe(`PDF documents through the API: ${api.length} hostile texts × operation report, proposal and MAPA report`, () => {
  it('show a hostile company, client, farm and notes as their text', async () => {
    const fly = await companyReadyToFly(t.app);
    const created = async (url: string, payload: object) => {
      const res = await fly.owner({ method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; operation?: { id: string }; proposal?: { id: string } };
    };
    const pdf = (url: string) => downloaded(fly.owner, url);
    for (const { label, value, inPdf } of api) {
      const shown = inPdf ?? value;
      const patched = await fly.owner({
        method: 'PATCH',
        url: '/api/company',
        payload: { company_name: value },
      });
      expect(patched.statusCode, label).toBe(200);
      const client = (await created('/api/registers/clients', { nome: value, uf: 'MT' })).id;
      const property = (
        await created('/api/registers/properties', {
          ...SAMPLE_REGISTERS.property,
          nome: value,
          client_id: client,
        })
      ).id;
      const operation = await created('/api/operations', {
        ...fly.complete,
        client_id: client,
        property_id: property,
        observacoes: value,
      });
      expectShown(
        await pdf(`/api/operations/${operation.operation!.id}/relatorio.pdf`),
        shown,
        4,
        `${label} report`,
      );
      const proposal = await created('/api/proposals', {
        client_id: client,
        property_id: property,
        validade: '2027-12-08',
        condicoes_pagamento: value,
        linhas: [{ descricao: value, unidade: 'ha', quantidade: 1, preco_unitario_cents: 100 }],
      });
      expectShown(
        await pdf(`/api/proposals/${proposal.proposal!.id}/proposta.pdf`),
        shown,
        5,
        `${label} proposal`,
      );
      expectShown(await pdf('/api/mapa/pdf?ano=2026&mes=11'), shown, 1, `${label} MAPA`);
    }
  });
});

describe(`Payroll files through the API: ${api.length} hostile employee names × holerites, one holerite and its file name`, () => {
  it('show each name as its text and keep file names plain', async () => {
    const company = await hrCompany(t.app);
    const cpfs = validCpfs(api.length);
    for (const [index, { value }] of api.entries())
      await addEmployee(company.owner, { ...EMPLOYEE.clerk, nome: value, cpf: cpfs[index]! });
    const res = await company.owner({
      method: 'POST',
      url: '/api/hr/folhas',
      payload: { tipo: 'mensal', competencia: '2026-11' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json() as { id: string; itens: { id: string; funcionario: string }[] };
    expect(run.itens).toHaveLength(api.length);
    const url = `/api/hr/folhas/${run.id}/holerites`;
    const all = await company.owner({ method: 'GET', url });
    expect(all.statusCode, all.body).toBe(200);
    for (const { label, value, inPdf } of api)
      expectShown(all.rawPayload, inPdf ?? value, 1, label);
    for (const item of run.itens) {
      const one = await company.owner({ method: 'GET', url: `${url}?item=${item.id}` });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.headers['content-disposition']).toMatch(
        /^attachment; filename="holerite-[a-z0-9]+(-[a-z0-9]+)*-2026-11\.pdf"$/,
      );
    }
  });
});
