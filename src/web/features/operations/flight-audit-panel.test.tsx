import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlightEvidence } from '../../../domain/flight/contracts.ts';
import { markField } from '../../lib/field-session.ts';
import { clearFieldData, keepTaken, openFieldStore, queueOf } from '../../lib/field/field-store.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { requested } from '../../test/requests.ts';
import { signedIn, stubServer } from '../../test/server.ts';
import { FlightAuditPanel } from './flight-audit-panel.tsx';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notify }));

const PILOT = signedIn('pilot');

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  notify.mockReset();
  await clearFieldData(PILOT.user.id);
});

// An operation with no flight file imported yet.
const nothingImported: FlightEvidence = {
  talhao: null,
  figuras: null,
  formas: null,
  linhas: [],
  area_declarada_ha: 120.5,
  area_relatorio: 'declarada',
  produtos: [],
  importacoes: [],
};

const NEW_VERSION = /reabra a operação e conclua de novo, emitindo uma nova versão/;

describe('FlightAuditPanel', () => {
  it.each([
    { case: 'a concluded operation (its report frozen)', concluded: true, told: true },
    { case: 'an operation not concluded yet', concluded: false, told: false },
  ])('$case: tells the office an import reaches only a new version → $told', async (row) => {
    stubServer({ '/api/operations/op-1/voo': nothingImported });
    renderWithQueries(
      <FlightAuditPanel operationId="op-1" canChange isOffice concluded={row.concluded} />,
    );
    expect(await screen.findByText(/Nenhum arquivo de voo importado/)).toBeInTheDocument();
    expect(screen.queryByText(NEW_VERSION) !== null).toBe(row.told);
  });
});

describe('FlightAuditPanel choosing the files', () => {
  const kml = (name: string) =>
    new File(['<kml/>'], name, { type: 'application/vnd.google-earth.kml+xml' });

  it.each([
    { case: 'none chosen', count: 0, told: 'Escolha ao menos um arquivo.' },
    {
      case: 'eleven, one past the 10 of decision 040',
      count: 11,
      told: 'Envie no máximo 10 arquivos por importação.',
    },
  ])('$case: refused before anything is sent', async ({ count, told }) => {
    const fetch = stubServer({ '/api/operations/op-1/voo': nothingImported });
    renderWithQueries(<FlightAuditPanel operationId="op-1" canChange isOffice concluded={false} />);
    await screen.findByText(/Nenhum arquivo de voo importado/);
    const files = Array.from({ length: count }, (_, i) => kml(`voo-${i + 1}.kml`));
    if (count) await userEvent.upload(screen.getByLabelText(/Arquivos de voo/), files);
    await userEvent.click(screen.getByRole('button', { name: 'Importar área aplicada' }));
    expect(await screen.findByText(told)).toBeInTheDocument();
    expect(requested(fetch, 'POST', '/api/operations/op-1/voo')).toBe(false);
  });

  it('names the files chosen, with the button in Portuguese', async () => {
    stubServer({ '/api/operations/op-1/voo': nothingImported });
    renderWithQueries(<FlightAuditPanel operationId="op-1" canChange isOffice concluded={false} />);
    await screen.findByText(/Nenhum arquivo de voo importado/);
    const input = screen.getByLabelText('Arquivos de voo (até 10, 20 MB cada) Escolher arquivos…');
    expect(screen.getByText('Nenhum escolhido.')).toBeInTheDocument();
    await userEvent.upload(input, [kml('passada-1.kml'), kml('passada-2.kml')]);
    expect(screen.getByText('passada-1.kml, passada-2.kml')).toBeInTheDocument();
  });
});

describe('FlightAuditPanel with no connection (issue 41)', () => {
  it('keeps the files in the phone and says so, not that they were imported', async () => {
    const id = '5f0c8a40-0000-4000-8000-000000000001';
    const path = `/api/operations/${id}/voo`;
    const takenAt = '2026-11-10T12:00:00Z';
    const store = await openFieldStore(PILOT.user.id);
    await keepTaken(
      store,
      [{ id, updated_at: 'v1', detail: {}, takenAt }],
      [{ path, body: nothingImported }],
    );
    store.close();
    markField(PILOT, { count: 1, bytes: 1, takenAt });
    stubServer({
      [path]: nothingImported,
      [`POST ${path}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithQueries(
      <FlightAuditPanel operationId={id} canChange isOffice={false} concluded={false} />,
    );
    await screen.findByText(/Nenhum arquivo de voo importado/);
    await userEvent.upload(
      screen.getByLabelText(/Arquivos de voo/),
      new File(['<kml/>'], 'voo.kml', { type: 'application/vnd.google-earth.kml+xml' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar área aplicada' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Arquivos de voo guardados no aparelho; serão enviados quando houver conexão.',
      ),
    );
    const kept = await openFieldStore(PILOT.user.id);
    expect((await queueOf(kept)).changes.map((change) => change.path)).toEqual([path]);
    kept.close();
  });
});
