import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterKind } from '../../../domain/registers/values.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { bodiesSentTo, sentOnce } from '../../test/requests.ts';
import { stubServer } from '../../test/server.ts';
import { RegisterForm } from './register-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderForm = (kind: RegisterKind) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RegisterForm kind={kind} onDone={() => {}} onCancel={() => {}} />
    </QueryClientProvider>,
  );

// Issue 40 item 1: an avião and a drone (ARP) are registered with each one's own fields.
describe('the aircraft form by kind', () => {
  it('starts an avião with its horímetro and CA; a drone asks its SISANT number, serial, tank and batteries', async () => {
    const fetch = stubServer({ '/api/registers/aircraft': { id: 'a9' } });
    renderForm('aircraft');
    const kind = await screen.findByLabelText('Tipo de aeronave *');
    expect(kind).toHaveValue('aviao');
    expect(screen.getByLabelText('Prefixo *')).toBeVisible();
    expect(screen.getByLabelText('Horímetro atual (h)')).toBeVisible();
    expect(screen.getByLabelText('Capacidade do hopper (L)')).toBeVisible();
    expect(screen.queryByLabelText('Número de série *')).toBeNull();

    await userEvent.selectOptions(kind, 'drone');
    const registration = await screen.findByLabelText('Registro ANAC (SISANT) *');
    expect(screen.getByText('Ex.: PP-123456789 ou PS-123456789')).toBeVisible();
    expect(screen.queryByLabelText('Horímetro atual (h)')).toBeNull();
    expect(screen.queryByLabelText('Validade do CA')).toBeNull();
    expect(screen.getByLabelText('Capacidade do tanque (L)')).toBeVisible();

    await userEvent.type(registration, 'pr 123456789');
    await userEvent.type(screen.getByLabelText('Fabricante *'), 'DJI');
    await userEvent.type(screen.getByLabelText('Modelo *'), 'Agras T50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // The recreational registration and the missing serial are refused before sending.
    expect(await screen.findByText(/Registro ANAC de uso recreativo/)).toBeVisible();
    expect(screen.getByText('Número de série é obrigatório.')).toBeVisible();
    expect(bodiesSentTo(fetch, '/api/registers/aircraft')).toHaveLength(0);

    await userEvent.clear(registration);
    await userEvent.type(registration, 'pp 123456789');
    await userEvent.type(screen.getByLabelText('Número de série *'), '1581F5FJD23A0042');
    await userEvent.type(screen.getByLabelText('Capacidade do tanque (L)'), '40');
    await userEvent.type(screen.getByLabelText('Quantidade de baterias'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, '/api/registers/aircraft')).toMatchObject({
      tipo: 'drone',
      prefixo: 'PP-123456789',
      numero_serie: '1581F5FJD23A0042',
      capacidade_hopper_l: 40,
      baterias: 4,
      horimetro_atual: null,
    });
  });

  it("asks a drone pilot for the CAAR and no CANAC, and an avião's pilot the other way round", async () => {
    stubServer({ '/api/registers/pilots': { id: 'p9' } });
    renderForm('pilots');
    const kind = await screen.findByLabelText('Aeronave que pilota *');
    expect(screen.getByLabelText('CANAC')).toBeVisible();
    expect(screen.getByLabelText('Validade do CAVAG')).toBeVisible();
    expect(screen.queryByLabelText('Certificado do CAAR')).toBeNull();
    await userEvent.selectOptions(kind, 'drone');
    expect(await screen.findByLabelText('Certificado do CAAR')).toBeVisible();
    expect(screen.getByLabelText('Validade do CAAR')).toBeVisible();
    expect(screen.getByLabelText('Registro de piloto remoto (ANAC)')).toBeVisible();
    await waitFor(() => expect(screen.queryByLabelText('CANAC')).toBeNull());
  });
});
