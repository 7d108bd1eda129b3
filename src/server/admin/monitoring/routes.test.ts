import { describe, expect, it } from 'vitest';
import { clientErrorLogs } from '../../db/schema/index.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { signUpCompany } from '../../test/session.ts';

const t = useAdminTestApp({ now: new Date('2026-11-24T10:00:00-03:00') });

const get = (url: string, cookie: string | null = t.admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('who may see Monitoramento', () => {
  it.each(['/api/admin/health-checks', '/api/admin/client-errors'])(
    '%s answers 401 to a visitor and 403 to a company owner',
    async (url) => {
      const { cookie } = await signUpCompany(t.app);
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, cookie)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/admin/health-checks', () => {
  it('probes the four tables and the endpoints, each with its status and time', async () => {
    const res = await get('/api/admin/health-checks');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.checked_at).toBe(t.now.toISOString());
    expect(report.items.map((i: { name: string }) => i.name)).toEqual([
      'profiles',
      'clientes',
      'operacoes',
      'propostas',
      'API',
      'Verificação de assinatura',
      'Aplicação web',
    ]);
    for (const item of report.items) {
      expect(item.status).toBe('healthy');
      expect(item.response_time_ms).toBeGreaterThanOrEqual(0);
      expect(item.last_checked).toBe(t.now.toISOString());
    }
    expect(report.items[0]).toMatchObject({ message: 'Tabela acessível' });
    expect(report.items[4]).toMatchObject({ message: 'Respondendo normalmente' });
    expect(report.overall).toBe('healthy');
  });
});

const report = (message: string, type: 'boundary' | 'error' | 'rejection', at: string) => ({
  type,
  message,
  stack: `Error: ${message}\n    at Agenda`,
  location: 'https://app.agrovoo.com.br/agenda',
  timestamp: new Date(at),
  created_at: new Date(at),
});

describe('GET /api/admin/client-errors', () => {
  it('lists newest first with the user, filters by type, searches and paginates', async () => {
    await t.db
      .insert(clientErrorLogs)
      .values([
        report('Cannot read properties of undefined', 'boundary', '2026-11-23T10:00:00Z'),
        report('Failed to fetch', 'rejection', '2026-11-23T11:00:00Z'),
        report('100% quebrado', 'error', '2026-11-23T12:00:00Z'),
      ]);
    const all = (await get('/api/admin/client-errors')).json();
    expect(all).toMatchObject({ total: 3, pageSize: 20 });
    expect(all.items.map((i: { message: string }) => i.message)).toEqual([
      '100% quebrado',
      'Failed to fetch',
      'Cannot read properties of undefined',
    ]);
    expect(all.items[0]).toMatchObject({
      type: 'error',
      stack: 'Error: 100% quebrado\n    at Agenda',
      timestamp: '2026-11-23T12:00:00.000Z',
      user_email: null,
    });
    const byType = (await get('/api/admin/client-errors?tipo=rejection')).json();
    expect(byType.items.map((i: { message: string }) => i.message)).toEqual(['Failed to fetch']);
    const found = (await get('/api/admin/client-errors?busca=PROPERTIES')).json();
    expect(found.items.map((i: { message: string }) => i.message)).toEqual([
      'Cannot read properties of undefined',
    ]);
    expect((await get('/api/admin/client-errors?busca=0%25')).json().total).toBe(1);
    expect((await get('/api/admin/client-errors?pagina=2')).json()).toMatchObject({
      items: [],
      total: 3,
    });
  });

  it('pages 20 at a time', async () => {
    await t.db
      .insert(clientErrorLogs)
      .values(
        Array.from({ length: 21 }, (_, i) =>
          report(`Erro ${i}`, 'error', new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()),
        ),
      );
    const second = (await get('/api/admin/client-errors?pagina=2')).json();
    expect(second.items.map((i: { message: string }) => i.message)).toEqual(['Erro 0']);
  });

  it.each([
    ['?tipo=fatal', 'tipo', 'Tipo de erro inválido.'],
    ['?pagina=0', 'pagina', 'Página inválida.'],
  ])('answers 400 naming the field for %s', async (query, field, message) => {
    const res = await get(`/api/admin/client-errors${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
  });
});
