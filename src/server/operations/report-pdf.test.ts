import { describe, expect, it } from 'vitest';
import { square } from '../../test-support/geo.ts';
import { completeOperation } from '../../test-support/sample-company.ts';
import { pdfPageCount, pdfText } from '../test/pdf-text.ts';
import { operationReportPdf } from './report-pdf.ts';

/** The sample operation with `count` products, each the sample's product renamed. */
function withProducts(count: number) {
  const data = completeOperation();
  data.produtos = Array.from({ length: count }, (_, i) => ({
    ...data.produtos[0]!,
    nome_comercial: `Produto ${i + 1}`,
  }));
  return data;
}

describe('the relatório operacional as PDF', () => {
  it('prints the items of Anexo I, in order, with the company header and signatures', async () => {
    const pdf = await operationReportPdf(completeOperation(), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const order = [
      'Aero Sul Aviação Agrícola',
      'CNPJ 11.222.333/0001-81 · Registro MAPA MT-00123',
      'RELATÓRIO OPERACIONAL DE APLICAÇÃO AÉREA',
      '1. Contratante',
      '2. Propriedade',
      '3. Cultura, serviço e área tratada',
      '4. Produtos',
      'Fox Xpro',
      '60,250 L',
      'RA-2026-0456',
      '5. Adjuvante e calda',
      '6. Parâmetros de aplicação',
      '7. Condições meteorológicas',
      '8. Horários e horímetro',
      '1,8 h',
      '9. Aeronave e equipe',
      'PR-AGV · Air Tractor AT-502B',
      '10. Croqui da área',
      '-12,543200, -55,721100',
      '11. Observações',
      'Engenheiro agrônomo (CREA)',
      'Página 1 de 1',
    ];
    let from = 0;
    for (const piece of order) {
      const at = text.indexOf(piece, from);
      expect(at, `"${piece}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
    expect(text).not.toContain('fora da janela');
    // The coordinates in degrees, minutes and seconds beside the decimal ones, in marks the
    // PDF's font has (issue 45).
    expect(text).toContain(`-12,543200, -55,721100\n12°32'35,5" S, 55°43'16,0" O`);
  });

  it('records confirmed weather alerts, draws the boundary and paginates long product lists', async () => {
    const data = withProducts(60);
    data.operation.clima_alertas = ['Umidade relativa de 42 % no término, abaixo de 50 %.'];
    data.propriedade!.boundary = square(-55.73, -12.55);
    const pdf = await operationReportPdf(data, { compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('Aplicação realizada fora da janela meteorológica recomendada');
    expect(text).toContain('Umidade relativa de 42 % no término, abaixo de 50 %.');
    expect(text).toContain('1: -12,550000, -55,730000');
    expect(text).toContain('Produto 60');
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    expect(text).toContain(`Página ${pdfPageCount(pdf)} de ${pdfPageCount(pdf)}`);
  });
});

/** The text of each page, in order: every page's stream ends with its 'Página X de Y' footer. */
const pages = (pdf: Buffer) =>
  pdfText(pdf)
    .split(/Página \d+ de \d+/)
    .slice(0, -1);

describe('the relatório operacional keeps its parts together', () => {
  it.each([1, 5, 10, 15, 18, 20, 22, 24, 26, 28, 30, 35])(
    'prints the croqui on the page of its heading, with %i products before it',
    async (count) => {
      const data = withProducts(count);
      data.propriedade!.boundary = square(-55.73, -12.55);
      const pdf = await operationReportPdf(data, { compress: false });
      const page = pages(pdf).find((text) => text.includes('10. Croqui da área'));
      expect(page).toContain('1: -12,550000, -55,730000');
    },
  );

  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    'keeps the signature lines with the observations, with %i products before them',
    async (count) => {
      const pdf = await operationReportPdf(withProducts(count), { compress: false });
      const page = pages(pdf).find((text) => text.includes('Engenheiro agrônomo (CREA)'));
      expect(page).toContain('11. Observações');
    },
  );

  it('never breaks a header of the products table inside a word', async () => {
    const lines = pdfText(await operationReportPdf(completeOperation(), { compress: false }));
    for (const header of ['Formulação', 'Receituário', 'Produto', 'Dose/ha'])
      expect(lines.split('\n')).toContain(header);
  });
});
