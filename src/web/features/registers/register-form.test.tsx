import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_KINDS, type RegisterKind } from '../../../domain/registers/values.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { valueLikePlaceholders } from '../../test/placeholders.ts';
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

describe('the client form', () => {
  it('asks for the date of "Data fixa" only, and sends the terms', async () => {
    const fetch = stubServer({ '/api/registers/clients': { id: 'c9' } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RegisterForm kind="clients" onDone={() => {}} onCancel={() => {}} />
      </QueryClientProvider>,
    );
    const terms = await screen.findByLabelText('Condição de pagamento');
    expect(
      [...(terms as HTMLSelectElement).options].map((option) => option.text).slice(-5),
    ).toEqual(['À vista', '30 dias', '60 dias', '90 dias', 'Data fixa']);
    expect(screen.queryByLabelText('Data fixa de vencimento')).toBeNull();

    await userEvent.type(screen.getByLabelText('Nome / razão social *'), 'Fazenda Boa Vista');
    await userEvent.selectOptions(terms, 'data_fixa');
    const fixed = screen.getByLabelText('Data fixa de vencimento');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe o vencimento fixo da condição "Data fixa".'),
    ).toBeVisible();
    expect(bodiesSentTo(fetch, '/api/registers/clients')).toHaveLength(0);

    await userEvent.type(fixed, '2027-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, '/api/registers/clients')).toMatchObject({
      nome: 'Fazenda Boa Vista',
      condicao_pagamento: 'data_fixa',
      vencimento_fixo: '2027-03-31',
    });

    await userEvent.selectOptions(terms, '30_dias');
    await waitFor(() => expect(screen.queryByLabelText('Data fixa de vencimento')).toBeNull());
  });
});

// IN RFB 2.229/2024: the RFB's example 12.ABC.345/01DE-35 (check digits computed in
// src/domain/br/documents.test.ts).
describe("the client's CPF or CNPJ (issue 44 item 1)", () => {
  it('is punctuated as typed, a CPF while it can be one, an alphanumeric CNPJ in uppercase', async () => {
    const fetch = stubServer({ '/api/registers/clients': { id: 'c9' } });
    renderForm('clients');
    const field = await screen.findByLabelText('CPF ou CNPJ');
    await userEvent.type(field, '52998224725');
    expect(field).toHaveValue('529.982.247-25');
    await userEvent.clear(field);
    await userEvent.type(field, '12abc34501de35');
    expect(field).toHaveValue('12.ABC.345/01DE-35');
    await userEvent.type(screen.getByLabelText('Nome / razão social *'), 'Nova Agro');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, '/api/registers/clients')).toMatchObject({
      nome: 'Nova Agro',
      documento: '12ABC34501DE35',
    });
  });

  it('shows a stored one punctuated', async () => {
    stubServer({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RegisterForm
          kind="clients"
          row={{ id: 'c1', archived_at: null, nome: 'Nova Agro', documento: '12ABC34501DE35' }}
          onDone={() => {}}
          onCancel={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText('CPF ou CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  });
});

describe('the property form', () => {
  const CLIENT = '3f8a1c2e-5b7d-4e9f-8a6b-1c2d3e4f5a6b';
  it('reads the reference point in degrees, minutes and seconds and shows it both ways', async () => {
    const fetch = stubServer({
      '/api/registers/clients/options': { options: [{ id: CLIENT, label: 'Fazenda Boa Vista' }] },
      '/api/registers/properties': { id: 'p9' },
    });
    renderForm('properties');
    await userEvent.selectOptions(
      await screen.findByLabelText('Cliente *'),
      await screen.findByRole('option', { name: 'Fazenda Boa Vista' }),
    );
    await userEvent.type(screen.getByLabelText('Nome da propriedade *'), 'Santa Rita');
    await userEvent.type(screen.getByLabelText('Município *'), 'Sorriso');
    await userEvent.selectOptions(screen.getByLabelText('UF *'), 'MT');
    const latitude = screen.getByLabelText('Latitude');
    const longitude = screen.getByLabelText('Longitude');
    expect(latitude).toHaveAccessibleDescription('Ex.: -12,5432 ou 12°32′35,5″ S');

    await userEvent.type(latitude, '12 32 35,5 N O');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Latitude: informe em graus decimais (-12,5432) ou em graus, minutos e segundos (12°32′35,5″ S).',
      ),
    ).toBeVisible();

    await userEvent.clear(latitude);
    await userEvent.type(latitude, `12°32'35.5"S`);
    await userEvent.type(longitude, '55 43 16 O');
    expect(latitude).toHaveAccessibleDescription('−12,543194 · 12°32′35,5″ S');
    expect(longitude).toHaveAccessibleDescription('−55,721111 · 55°43′16,0″ O');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await sentOnce(fetch, '/api/registers/properties')).toMatchObject({
      client_id: CLIENT,
      latitude: -12.543194,
      longitude: -55.721111,
    });
  });

  it('shows a stored point with its DMS beside it', async () => {
    stubServer({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RegisterForm
          kind="properties"
          row={{ id: 'p1', archived_at: null, latitude: -12.543194, longitude: -55.7211 }}
          onDone={() => {}}
          onCancel={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText('Latitude')).toHaveValue('-12,543194');
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription(
      '−12,543194 · 12°32′35,5″ S',
    );
    expect(screen.getByLabelText('Longitude')).toHaveAccessibleDescription(
      '−55,7211 · 55°43′16,0″ O',
    );
  });
});

describe('the register forms', () => {
  it.each(REGISTER_KINDS)(
    '%s: no input has a placeholder that looks like a value',
    async (kind) => {
      stubServer({});
      const { container } = renderForm(kind);
      await screen.findByRole('button', { name: 'Salvar' });
      expect(valueLikePlaceholders(container)).toEqual([]);
    },
  );
});

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
