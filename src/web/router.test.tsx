import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './lib/query-client.ts';
import { createRoutes } from './router.tsx';
import { renderRoute } from './test/render-route.tsx';

describe('public routes', () => {
  it('shows the landing page with the tagline and the way in', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('MAPA');
    expect(screen.getAllByText('Operações Aeroagrícolas').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    for (const link of screen.getAllByRole('link', { name: 'Começar teste grátis' }))
      expect(link).toHaveAttribute('href', '/auth?tab=cadastrar');
    expect(screen.getByText('R$ 59,90')).toBeInTheDocument();
    expect(screen.getByText(/7 dias grátis para experimentar/)).toBeInTheDocument();
  });

  it.each(['/entrar', '/auth'])('%s shows the sign-in screen', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
  });

  it.each([
    ['/termos-servico', 'Termos de Serviço'],
    ['/politica-privacidade', 'Política de Privacidade'],
    ['/reset-password', 'Redefinir senha'],
  ])('%s shows "%s"', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/nao-existe', '/operacoes/velhas', '/auth/extra'])(
    '%s shows the not-found page with a link home',
    async (path) => {
      renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    },
  );
});

describe('development pages', () => {
  const routedPaths = () =>
    createRoutes(createQueryClient())
      .flatMap((root) => root.children ?? [])
      .map((r) => r.path);

  afterEach(() => vi.unstubAllEnvs());

  it('routes /dev/erro while developing', () => {
    vi.stubEnv('DEV', true);
    expect(routedPaths()).toContain('/dev/erro');
  });

  it('leaves /dev/erro out of a production build: it is a page like any unknown address', async () => {
    vi.stubEnv('DEV', false);
    expect(routedPaths()).not.toContain('/dev/erro');
    renderRoute('/dev/erro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });
});
