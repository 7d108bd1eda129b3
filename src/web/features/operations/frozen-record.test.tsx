import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperationDetail, ReportVersion } from '../../../domain/operations/contracts.ts';
import { completeOperation } from '../../../test-support/sample-company.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

afterEach(() => vi.unstubAllGlobals());

// Issue 38, item 1 (decision 029): the page of a concluded operation shows its frozen report.
const report = completeOperation();
const id = report.operation.id;
const PDF_SHA = 'a'.repeat(62) + '01';
const DATA_SHA = 'b'.repeat(62) + '02';

const version = (versao: number, change: Partial<ReportVersion> = {}): ReportVersion => ({
  versao,
  motivo: null,
  emitido_em: '2026-11-10T21:30:00.000Z',
  emitido_por: 'Dono da Aero Sul',
  pdf_sha256: PDF_SHA,
  dados_sha256: DATA_SHA,
  tamanho: 41_000,
  regra: 'in-2-2008',
  reaberto_em: null,
  reaberto_por: null,
  motivo_reabertura: null,
  ...change,
});

const concluded = (registro: OperationDetail['registro']): OperationDetail => ({
  operation: {
    ...report.operation,
    status: 'concluida',
    valor_cents: 482_000,
    concluded_at: '2026-11-10T21:30:00.000Z',
  } as OperationDetail['operation'],
  products: [],
  faltando: [],
  alertas_clima: [],
  baixa_estoque: [],
  report: { ...report, operation: { ...report.operation, status: 'concluida' } },
  registro,
});

describe('/operacao/{id}: a frozen report', () => {
  it('says which registers changed after the report was issued, and that the report did not', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${id}`]: concluded({
        versoes: [version(1)],
        vigente: 1,
        cadastros_alterados: ['Propriedade', 'Piloto'],
      }),
    });
    renderRoute(`/operacao/${id}`);
    const record = await screen.findByRole('region', { name: 'Registro do relatório' });
    const notice = within(record).getByRole('status');
    expect(notice).toHaveTextContent('Um cadastro foi alterado depois deste relatório');
    expect(notice).toHaveTextContent(
      'Cadastros alterados depois da emissão em 10/11/2026, 18:30: Propriedade e Piloto. O relatório guardado não muda e continua como foi emitido.',
    );
    expect(within(record).getByText(PDF_SHA)).toBeVisible();
    expect(within(record).getByText(DATA_SHA)).toBeVisible();
    expect(within(record).getByRole('link', { name: 'Baixar o PDF da versão 1' })).toHaveAttribute(
      'href',
      `/api/operations/${id}/relatorio.pdf?versao=1`,
    );
  });

  it('has no notice while the registers are as the report printed them', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${id}`]: concluded({
        versoes: [version(1)],
        vigente: 1,
        cadastros_alterados: [],
      }),
    });
    renderRoute(`/operacao/${id}`);
    const record = await screen.findByRole('region', { name: 'Registro do relatório' });
    expect(within(record).queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Um cadastro foi alterado/)).toBeNull();
  });

  it('lists every version newest first, the superseded one with why it was reopened', async () => {
    const reason = 'Dose do fungicida digitada errada';
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${id}`]: concluded({
        versoes: [
          version(1, {
            reaberto_em: '2026-11-12T12:00:00.000Z',
            reaberto_por: 'Dono da Aero Sul',
            motivo_reabertura: reason,
          }),
          version(2, { motivo: reason, pdf_sha256: 'c'.repeat(64) }),
        ],
        vigente: 2,
        cadastros_alterados: [],
      }),
    });
    renderRoute(`/operacao/${id}`);
    const record = await screen.findByRole('region', { name: 'Registro do relatório' });
    const items = within(record).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Versão \d/).textContent)).toEqual([
      'Versão 2em vigor',
      'Versão 1substituída',
    ]);
    expect(items[0]).toHaveTextContent(`Motivo da nova versão: ${reason}`);
    expect(items[1]).toHaveTextContent(
      `Reaberta em 12/11/2026, 09:00 por Dono da Aero Sul: ${reason}`,
    );
  });

  it('names the rule set each version was issued under: the aircraft may change on reopening', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${id}`]: concluded({
        versoes: [
          version(1, { reaberto_em: '2026-11-12T12:00:00.000Z', motivo_reabertura: 'Foi o drone' }),
          version(2, { motivo: 'Foi o drone', regra: 'portaria-298-2021' }),
        ],
        vigente: 2,
        cadastros_alterados: [],
      }),
    });
    renderRoute(`/operacao/${id}`);
    const record = await screen.findByRole('region', { name: 'Registro do relatório' });
    const [drone, aeroplane] = within(record).getAllByRole('listitem');
    expect(within(drone!).getByText(/^Regras:/)).toHaveTextContent(
      'Regras: Portaria MAPA nº 298/2021 (ARP)',
    );
    expect(within(aeroplane!).getByText(/^Regras:/)).toHaveTextContent('Regras: IN MAPA nº 2/2008');
  });

  it('asks the reason before reopening a concluded operation, and sends it', async () => {
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${id}`]: concluded({
        versoes: [version(1)],
        vigente: 1,
        cadastros_alterados: [],
      }),
    });
    renderRoute(`/operacao/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir esta operação?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir operação' }));
    expect(within(dialog).getByLabelText('Motivo da reabertura')).toHaveAccessibleDescription(
      /Informe o motivo da reabertura/,
    );
    const sent = () => fetch.mock.calls.filter(([url]) => url === `/api/operations/${id}/reabrir`);
    expect(sent()).toEqual([]);

    await userEvent.type(
      within(dialog).getByLabelText('Motivo da reabertura'),
      'Horímetro final lido errado',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir operação' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(JSON.parse(sent()[0]![1]!.body as string)).toEqual({
      confirmarClima: false,
      motivo: 'Horímetro final lido errado',
    });
  });
});
