import { describe, expect, it } from 'vitest';
import { company as dashboard } from './features/dashboard/test-dashboard.ts';
import { employeeRow, page } from './features/hr/test-hr.ts';
import { DATA_PATHS, renderWithData } from './prerender.tsx';
import { signedIn } from './test/server.ts';

// Issue 43 item 1: the pages whose largest text is their data are drawn by the server with the
// answers to their first reads (src/server/http/page-render.ts hands them over by address).

/** The text of an HTML fragment, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const FERIAS =
  '30 dias de férias do período 01/03/2024 a 28/02/2025 devem ser concedidos até 28/02/2026, depois disso em dobro (CLT art. 137).';

describe('a company page rendered with its data', () => {
  it('is the dashboard and /recursos-humanos', () => {
    expect(DATA_PATHS).toEqual(['/dashboard', '/recursos-humanos']);
  });

  it("draws the dashboard's alerts and figures, and hands over the answers it drew them from", () => {
    const me = signedIn('owner');
    const { body, state } = renderWithData('/dashboard', {
      '/api/me': me,
      '/api/dashboard': dashboard,
    });
    expect(body.startsWith('<div data-prerendered="session" inert="" aria-hidden="true">')).toBe(
      true,
    );
    const words = text(body);
    expect(words).toContain('Aero Sul');
    expect(words).toContain('Mês de nov/2026');
    expect(words).toContain('Relatório MAPA de outubro pendente');
    expect(words).toContain('Hectares aplicados');
    expect(words).toContain('150,5 ha');
    expect(words).not.toContain('Carregando');
    expect(state.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [['me'], me],
      [['dashboard'], dashboard],
    ]);
  });

  it("draws the férias to grant over the office's first page of employees", () => {
    const alerts = [
      {
        employee_id: 'e1',
        funcionario: 'Carlos Mendes',
        aviso: {
          periodo: '01/03/2024 a 28/02/2025',
          restantes: 30,
          concessivoFim: '2026-02-28',
          situacao: 'a_vencer',
          texto: FERIAS,
        },
      },
    ];
    const { body, state } = renderWithData('/recursos-humanos', {
      '/api/me': signedIn('owner'),
      '/api/hr/funcionarios?situacao=ativos': page([employeeRow()]),
      '/api/hr/ferias/alertas': alerts,
    });
    const words = text(body);
    expect(words).toContain('Férias a conceder');
    expect(words).toContain(FERIAS);
    expect(words).toContain(employeeRow().nome);
    expect(words).toContain('1 funcionário');
    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['me'],
      ['hr', 'employees', { busca: '', situacao: 'ativos' }, 1],
      ['hr', 'ferias', 'alertas'],
    ]);
  });

  it('draws a read left unanswered as the page draws it while it loads', () => {
    const { body, state } = renderWithData('/recursos-humanos', { '/api/me': signedIn('owner') });
    expect(text(body)).toContain('Carregando');
    expect(text(body)).not.toContain('Férias a conceder');
    expect(state.queries.map((query) => query.queryKey)).toEqual([['me']]);
  });
});
