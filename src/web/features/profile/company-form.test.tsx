import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { sentOnce } from '../../test/requests.ts';
import { signedIn } from '../../test/server.ts';
import { perfilServer } from './test-profile.ts';

afterEach(() => vi.unstubAllGlobals());

const server = (cnpj: string | null) =>
  perfilServer(signedIn('owner', { company: { cnpj } }), { 'PATCH /api/company': { ok: true } });

// IN RFB 2.229/2024: the RFB's example 12.ABC.345/01DE-35 (check digits computed in
// src/domain/br/documents.test.ts).
describe('Perfil → Dados da empresa: the CNPJ (issue 44 item 1)', () => {
  it('punctuates an alphanumeric CNPJ as it is typed, in uppercase, and sends its 14 characters', async () => {
    const fetch = server(null);
    renderRoute('/perfil');
    const field = await screen.findByLabelText('CNPJ');
    await userEvent.type(field, '12abc34501de35');
    expect(field).toHaveValue('12.ABC.345/01DE-35');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados da empresa' }));
    expect(await sentOnce(fetch, '/api/company')).toMatchObject({ cnpj: '12ABC34501DE35' });
  });

  it.each([
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('shows the stored %s as %s', async (stored, shown) => {
    server(stored);
    renderRoute('/perfil');
    expect(await screen.findByLabelText('CNPJ')).toHaveValue(shown);
  });

  it('says an alphanumeric CNPJ with a wrong check digit is invalid, before sending', async () => {
    const fetch = server(null);
    renderRoute('/perfil');
    await userEvent.type(await screen.findByLabelText('CNPJ'), '12ABC34501DE36');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados da empresa' }));
    expect(await screen.findByText('CNPJ inválido: confira os dígitos.')).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
