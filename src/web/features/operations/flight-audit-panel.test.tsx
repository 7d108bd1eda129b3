import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlightEvidence } from '../../../domain/flight/contracts.ts';
import { renderWithQueries } from '../../test/render-with-queries.tsx';
import { stubServer } from '../../test/server.ts';
import { FlightAuditPanel } from './flight-audit-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

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
