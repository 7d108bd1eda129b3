import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeProposal } from '../../../domain/operations/change-proposals.ts';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { clearFieldData, openFieldStore, recordChange } from '../../lib/field/field-store.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { requested } from '../../test/requests.ts';
import { refusal, signedIn, stubServer } from '../../test/server.ts';
import { ChangeProposalsPanel } from './change-proposals-panel.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await clearFieldData('p1');
});

// The office moved operation 2026/0042 to 12/11/2026; the pilot (user 'p1') had started and
// concluded it offline on the version of 09/11 and his changes came back as proposals.
const OPERATION = 'op-1';
const detail = {
  operation: {
    id: OPERATION,
    status: 'agendada',
    data: '2026-11-12',
    hora_inicio: null,
    horimetro_fim: 1520.3,
    distancias_justificativa: null,
  },
} as unknown as OperationDetail;

const proposal = (over: Partial<ChangeProposal>): ChangeProposal => ({
  id: 'p-editar',
  operation_id: OPERATION,
  acao: 'editar',
  dados: { data: '2026-11-10', hora_inicio: '06:10', horimetro_fim: 1523.4 },
  versao_base: '2026-11-09T21:00:00.000Z',
  versao_atual: '2026-11-10T11:30:00.000Z',
  status: 'pendente',
  proposto_por: 'p1',
  proposto_por_nome: 'Carlos Piloto',
  de_piloto: true,
  created_at: '2026-11-10T14:05:00.000Z',
  decidido_por: null,
  decidido_em: null,
  ...over,
});

const BASE = `/api/operations/${OPERATION}/propostas`;
// Newest first, as the API answers.
const LIST = {
  propostas: [
    proposal({
      id: 'p-concluir',
      acao: 'concluir',
      dados: { confirmarClima: true },
      created_at: '2026-11-10T14:06:00.000Z',
    }),
    proposal({}),
    proposal({
      id: 'p-antiga',
      acao: 'iniciar',
      dados: {},
      status: 'descartada',
      decidido_por: 'u1',
      decidido_em: '2026-11-08T12:00:00.000Z',
    }),
  ],
};

function show(role: 'owner' | 'pilot', userId = 'u1', answers: Record<string, unknown> = {}) {
  const me = signedIn(role);
  const fetch = stubServer({
    '/api/me': { ...me, user: { ...me.user, id: userId } },
    [BASE]: LIST,
    ...answers,
  });
  const onApplied = vi.fn();
  renderWithQueries(<ChangeProposalsPanel detail={detail} onApplied={onApplied} />);
  return { fetch, onApplied };
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('the changes from the field on the operation page', () => {
  it('shows both versions field by field, in the order they were made, dates as dd/mm/aaaa', async () => {
    show('owner');
    const edit = await card('Alteração dos dados');
    const rows = within(edit)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['12/11/2026', '10/11/2026não aplicada*'],
      ['—', '06:10'],
      ['1.520,3 h', '1.523,4 h'],
    ]);
    expect(
      within(edit)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'Hora de início', 'Horímetro final']);
    expect(edit).toHaveTextContent(
      'Enviada por Carlos Piloto em 10/11/2026, 11:05, feita sobre a versão de 09/11/2026, 18:00; o escritório alterou a operação em 10/11/2026, 08:30.',
    );
    // The edit first, then the conclusion made after it; the one decided below, still listed.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Alteração dos dados',
      'Conclusão da operação',
      'Início da operação',
    ]);
    expect(screen.getByText('Alterações já decididas (1)')).toBeInTheDocument();
    expect(await card('Início da operação')).toHaveTextContent(
      'Mantida a versão do escritório em 08/11/2026, 09:00.',
    );
  });

  it('applies the chosen proposal and hands the page the operation as it then reads', async () => {
    const applied = { operation: { ...detail.operation, hora_inicio: '06:10' } };
    const { fetch, onApplied } = show('owner', 'u1', {
      [`POST ${BASE}/p-editar/aplicar`]: applied,
    });
    const edit = await card('Alteração dos dados');
    await userEvent.click(within(edit).getByRole('button', { name: 'Aplicar a versão do campo' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(applied));
    expect(requested(fetch, 'POST', `${BASE}/p-editar/aplicar`)).toBe(true);
  });

  it("tells why the server refused to apply, and keeps the office's version only after asking", async () => {
    const { fetch } = show('owner', 'u1', {
      [`POST ${BASE}/p-concluir/aplicar`]: () =>
        refusal(400, 'DISTANCE_JUSTIFICATION_REQUIRED', 'Justifique para concluir.'),
      [`POST ${BASE}/p-concluir/descartar`]: proposal({ id: 'p-concluir', status: 'descartada' }),
    });
    const conclusion = await card('Conclusão da operação');
    await userEvent.click(
      within(conclusion).getByRole('button', { name: 'Aplicar a versão do campo' }),
    );
    expect(await within(conclusion).findByRole('alert')).toHaveTextContent(
      'Justifique para concluir.',
    );

    await userEvent.click(
      within(conclusion).getByRole('button', { name: 'Manter a versão do escritório' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Manter a versão do escritório?' });
    expect(dialog).toHaveTextContent('Ela continua registrada nesta operação');
    expect(requested(fetch, 'POST', `${BASE}/p-concluir/descartar`)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter a do escritório' }));
    await waitFor(() =>
      expect(requested(fetch, 'POST', `${BASE}/p-concluir/descartar`)).toBe(true),
    );
  });

  it('names a sender who gave no name by his role', async () => {
    show('owner', 'u1', { [BASE]: { propostas: [proposal({ proposto_por_nome: '' })] } });
    expect(await card('Alteração dos dados')).toHaveTextContent(
      /^Alteração dos dados.*Enviada por um piloto em 10\/11\/2026/,
    );
  });

  it.each([
    ['the pilot who sent them', 'p1', 2],
    ['another pilot', 'p2', 0],
  ])('lets %s choose (%s)', async (_who, userId, buttons) => {
    show('pilot', userId);
    await card('Alteração dos dados');
    expect(screen.queryAllByRole('button', { name: 'Aplicar a versão do campo' })).toHaveLength(
      buttons,
    );
  });

  it('shows nothing for an operation without proposals', async () => {
    const { fetch } = show('owner', 'u1', { [BASE]: { propostas: [] } });
    await waitFor(() => expect(requested(fetch, 'GET', BASE)).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Alterações feitas no campo' })).toBeNull();
  });

  it('tells the pilot who took it to the field which of his changes the server refused, in its words', async () => {
    const store = await openFieldStore('p1');
    const seq = await recordChange(store, {
      operationId: OPERATION,
      method: 'POST',
      path: `/api/operations/${OPERATION}/concluir`,
      body: { confirmarClima: true },
      versioned: true,
      recordedAt: '2026-11-10T13:40:00.000Z',
    });
    const change = (await store.get('changes', seq))!;
    await store.put('changes', {
      ...change,
      state: 'refused',
      message: 'Faltam dados para concluir: Horímetro final.',
    });
    store.close();
    localStorage.setItem(
      'agrovoo-campo:p1',
      JSON.stringify({ count: 1, bytes: 1000, takenAt: '2026-11-09T21:00:00.000Z' }),
    );
    show('pilot', 'p1', { [BASE]: { propostas: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uma alteração feita no campo foi recusada pelo servidor:Registrada em 10/11/2026, 10:40: Faltam dados para concluir: Horímetro final.',
    );
  });
});
