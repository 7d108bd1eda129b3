import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { saved } from './test-proposal.ts';

afterEach(() => vi.unstubAllGlobals());

const FARM = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PLANE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const WARNING =
  'Casa do caseiro (moradia isolada) a 200 m da área tratada, abaixo do mínimo de 250 m (IN MAPA nº 2/2008, Art. 10, I, b).';

describe('approving a proposal', () => {
  it("warns of the farm's sensitive points under the Art. 10 distance for the day and aircraft chosen, and still schedules (issue 39 item 3)", async () => {
    const fetch = stubServer({
      '/api/me': signedIn('owner'),
      '/api/registers/aircraft/options': {
        options: [{ id: PLANE, label: 'PR-AGV', group: null }],
      },
      '/api/registers/pilots/options': { options: [] },
      [`/api/distancias?property_id=${FARM}&data=2026-11-25&aircraft_id=${PLANE}`]: {
        norma: 'IN MAPA nº 2/2008',
        avisos: [WARNING],
        pontos: [],
      },
    });
    const detail = { ...saved, proposal: { ...saved.proposal, property_id: FARM } };
    renderWithQueries(<ApproveDialog detail={detail} onClose={() => {}} onApproved={() => {}} />);
    fireEvent.change(screen.getByLabelText('Data da aplicação *'), {
      target: { value: '2026-11-25' },
    });
    const aircraft = screen.getByLabelText('Aeronave *');
    await screen.findByRole('option', { name: 'PR-AGV' });
    await userEvent.selectOptions(aircraft, PLANE);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${WARNING} Você pode agendar mesmo assim; a conclusão pedirá uma justificativa, impressa no relatório.`,
    );
    expect(screen.getByRole('button', { name: 'Aprovar e agendar' })).toBeEnabled();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      `/api/distancias?property_id=${FARM}&data=2026-11-25&aircraft_id=${PLANE}`,
    );
  });
});
