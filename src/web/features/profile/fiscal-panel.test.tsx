import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FiscalSettings } from '../../../domain/companies/fiscal-contracts.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce } from '../../test/requests.ts';
import { refusal, signedIn } from '../../test/server.ts';
import { NO_FISCAL_SETTINGS, perfilServer } from './test-profile.ts';

afterEach(() => vi.unstubAllGlobals());

const CERTIFICATE = {
  titular: 'AERO SUL AVIACAO AGRICOLA LTDA:12ABC34501DE35',
  cnpj: '12ABC34501DE35',
  valido_de: '2026-01-10T15:00:00.000Z',
  valido_ate: '2026-12-20T15:00:00.000Z',
  dias_restantes: 12,
  alerta: true,
};

const server = (role: 'owner' | 'admin' | 'pilot', fiscal: FiscalSettings, answers = {}) =>
  perfilServer(signedIn(role, { company: { cnpj: '12ABC34501DE35' } }), {
    '/api/company/fiscal': fiscal,
    ...answers,
  });

const region = (name: string) => screen.findByRole('region', { name });

describe('Perfil → Dados fiscais (issue 44 item 2)', () => {
  it('saves the settings, the codes as typed, the ISS withheld as a yes or no', async () => {
    const fetch = server('admin', NO_FISCAL_SETTINGS, {
      'PUT /api/company/fiscal': NO_FISCAL_SETTINGS,
    });
    renderRoute('/perfil');
    const panel = await region('Dados fiscais');
    expect(await within(panel).findByLabelText('Código de tributação nacional *')).toHaveValue(
      '071301',
    );
    await userEvent.type(within(panel).getByLabelText('Inscrição municipal'), '12345');
    await userEvent.type(within(panel).getByLabelText('Código IBGE do município *'), '5107925');
    await userEvent.selectOptions(within(panel).getByLabelText('ISS retido pelo tomador'), 'Sim');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar dados fiscais' }));
    expect(await sentOnce(fetch, '/api/company/fiscal')).toEqual({
      inscricao_municipal: '12345',
      municipio_ibge: '5107925',
      iss_retido: true,
      codigo_tributacao_nacional: '071301',
      nbs: null,
      ambiente: 'homologacao',
    });
  });

  it('says a wrong IBGE check digit before sending', async () => {
    const fetch = server('owner', NO_FISCAL_SETTINGS);
    renderRoute('/perfil');
    const panel = await region('Dados fiscais');
    await userEvent.type(
      await within(panel).findByLabelText('Código IBGE do município *'),
      '5107926',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar dados fiscais' }));
    expect(
      await within(panel).findByText('Código IBGE do município inválido: confira o dígito final.'),
    ).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('is not shown to a pilot', async () => {
    server('pilot', NO_FISCAL_SETTINGS);
    renderRoute('/perfil');
    await region('Logotipo');
    expect(screen.queryByRole('region', { name: 'Dados fiscais' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Certificado digital' })).toBeNull();
  });
});

describe('Perfil → Certificado digital', () => {
  it('shows only the holder, CNPJ and validity, and warns within 30 days of its end', async () => {
    server('owner', { ...NO_FISCAL_SETTINGS, certificado: CERTIFICATE });
    renderRoute('/perfil');
    const panel = await region('Certificado digital');
    expect(await within(panel).findByText('12.ABC.345/01DE-35')).toBeVisible();
    expect(within(panel).getByText('10/01/2026 a 20/12/2026')).toBeVisible();
    expect(
      within(panel).getByText(
        'Este certificado vence em 12 dias: renove-o com a sua certificadora.',
      ),
    ).toBeVisible();
  });

  it('sends the password and the file, and shows the refusal the server names', async () => {
    const fetch = server('owner', NO_FISCAL_SETTINGS, {
      'PUT /api/company/fiscal/certificado': () =>
        refusal(400, 'VALIDATION_FAILED', 'Dados inválidos.', {
          arquivo:
            'Este certificado é do CNPJ 11.222.333/0001-81, não do CNPJ da empresa (12.ABC.345/01DE-35).',
        }),
    });
    renderRoute('/perfil');
    const panel = await region('Certificado digital');
    const file = new File([new Uint8Array([48, 130])], 'empresa.pfx', {
      type: 'application/x-pkcs12',
    });
    const chooser = await within(panel).findByLabelText('Enviar certificado A1 (.pfx)');
    await userEvent.upload(chooser, file);
    expect(
      await within(panel).findByText('Digite a senha do certificado antes de escolher o arquivo.'),
    ).toBeVisible();
    await userEvent.type(within(panel).getByLabelText('Senha do certificado'), 'segredo');
    await userEvent.upload(chooser, file);
    expect(
      await within(panel).findByText(
        'Este certificado é do CNPJ 11.222.333/0001-81, não do CNPJ da empresa (12.ABC.345/01DE-35).',
      ),
    ).toBeVisible();
    const sent = fetch.mock.calls.filter(([url]) => url === '/api/company/fiscal/certificado');
    expect(sent).toHaveLength(1);
    const body = sent[0]![1]!.body as FormData;
    await waitFor(() => expect(body.get('senha')).toBe('segredo'));
    expect((body.get('arquivo') as File).name).toBe('empresa.pfx');
  });
});
