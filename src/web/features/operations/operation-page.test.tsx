import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { use } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeOperation } from '../../../test-support/sample-company.ts';
import { PILOT_EDITABLE_FIELDS, type OperationStatus } from '../../../domain/operations/values.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';
import type { OperationDetail } from '../../../domain/operations/contracts.ts';
import { markField } from '../../lib/field-session.ts';
import type * as Bodies from './section-bodies.tsx';
import { clearFieldData, keepTaken, openFieldStore } from '../../lib/field/field-store.ts';
import { emptyLine } from './form-values.ts';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ notify }));

// The products' part as its chunk (section-bodies.tsx) would come: `held` keeps it out until the
// test lets it in, as a chunk still on its way.
const products = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined }));
vi.mock('./section-bodies.tsx', async (importOriginal) => {
  const bodies = await importOriginal<typeof Bodies>();
  return {
    ...bodies,
    ProductsSection(props: Parameters<typeof bodies.ProductsSection>[0]) {
      if (products.held) use(products.held);
      return <bodies.ProductsSection {...props} />;
    },
  };
});

afterEach(async () => {
  products.held = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
  notify.mockReset();
  await clearFieldData(signedIn('pilot').user.id);
});

describe('/operacao', () => {
  it.each([
    ['/operacao?data=2026-12-01', '2026-12-01'], // from an empty day of the agenda
    ['/operacao?data=2026-02-30', null], // not a date: today
  ])('%s starts on %s', async (url, day) => {
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute(url);
    const field = await screen.findByLabelText(/^Data/);
    expect(field).toHaveValue(
      day ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
    );
  });
});

describe('/operacao: the form is checked by the domain’s schema before anything is sent', () => {
  it('names the problems on their fields and sends nothing', async () => {
    const fetch = stubServer({ '/api/me': signedIn('admin') });
    renderRoute('/operacao');
    await userEvent.type(await screen.findByLabelText('Área tratada (ha)'), 'muita');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar operação' }));

    expect(await screen.findByText('Verifique os campos destacados.')).toBeInTheDocument();
    const area = screen.getByLabelText('Área tratada (ha)');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/número/);
    expect(screen.getByLabelText('Data *')).not.toHaveAttribute('aria-invalid');
    expect(fetch.mock.calls.some(([url]) => url === '/api/operations')).toBe(false);
  });
});

describe("/operacao: a product's total, its part loaded apart", () => {
  it('counts the area typed before the part came', async () => {
    stubServer({ '/api/me': signedIn('admin') });
    let arrive = () => {};
    products.held = new Promise<void>((resolve) => (arrive = resolve));
    renderRoute('/operacao');
    await userEvent.type(await screen.findByLabelText('Área tratada (ha)'), '12,5');
    expect(screen.queryByRole('button', { name: 'Adicionar produto' })).toBeNull();

    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar produto' }));
    await userEvent.type(screen.getByLabelText('Dose por ha'), '2');
    expect(screen.getByText(/^Quantidade total:/)).toHaveTextContent(
      'Quantidade total: 25,000 (área × dose)',
    );
  });
});

describe("/operacao: a pilot's locks", () => {
  // The first two sections lock their fields for a pilot without the pilot's list (its module is
  // the later sections'): right only while none of them is in it.
  it('has none of the first sections’ fields among a pilot’s', () => {
    const first = ['client_id', 'property_id', 'service_id', 'crop_id', 'area_ha'];
    for (const name of [...first, 'preco_unitario_cents'])
      expect(PILOT_EDITABLE_FIELDS as readonly string[]).not.toContain(name);
  });
});

describe('/operacao: an aircraft or pilot already booked that day', () => {
  it('warns as soon as the day and the aircraft are chosen, and still saves', async () => {
    stubServer({
      '/api/me': signedIn('admin'),
      '/api/registers/aircraft/options': { options: [{ id: 'a1', label: 'PR-AGV', group: null }] },
      '/api/agenda/conflitos?data=2026-12-01&aircraft_id=a1': {
        avisos: ['A aeronave já está agendada neste dia (operação 2026/0050).'],
      },
    });
    renderRoute('/operacao?data=2026-12-01');
    const aircraft = await screen.findByLabelText('Aeronave');
    await screen.findByRole('option', { name: 'PR-AGV' });
    await userEvent.selectOptions(aircraft, 'a1');
    expect(
      await screen.findByText(
        'A aeronave já está agendada neste dia (operação 2026/0050). Você pode salvar mesmo assim.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar operação' })).toBeEnabled();
  });
});

describe('/operacao: an unsaved draft', () => {
  const DRAFT = 'agrovoo:rascunho:operacao:c1:nova';

  it('is kept while typing and restored with a notice that can discard it', async () => {
    stubServer({ '/api/me': signedIn('admin') });
    const first = renderRoute('/operacao');
    await userEvent.type(await screen.findByLabelText('Área tratada (ha)'), '120,5');
    expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ area_ha: '120,5' });
    first.unmount();

    renderRoute('/operacao');
    expect(await screen.findByText(/Rascunho restaurado/)).toBeInTheDocument();
    // The form's sections are drawn one a task (`Staged`): the notice may come before the field.
    expect(await screen.findByLabelText('Área tratada (ha)')).toHaveValue('120,5');
    await userEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.getByLabelText('Área tratada (ha)')).toHaveValue('');
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it('is kept per company', async () => {
    localStorage.setItem('agrovoo:rascunho:operacao:c2:nova', JSON.stringify({ area_ha: '9' }));
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute('/operacao');
    expect(await screen.findByLabelText('Área tratada (ha)')).toHaveValue('');
    expect(screen.queryByText(/Rascunho restaurado/)).toBeNull();
  });
});

describe('/operacao: no placeholder looks like a value', () => {
  it('gives examples as hints under the fields', async () => {
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute('/operacao');
    const area = await screen.findByLabelText('Área tratada (ha)');
    expect(area).toHaveAccessibleDescription('Ex.: 120,50');
    const valueLike = screen
      .getAllByRole('textbox')
      .filter((box) => /\d/.test(box.getAttribute('placeholder') ?? ''));
    expect(valueLike).toEqual([]);
  });
});

describe('/operacao/{id}', () => {
  const report = completeOperation();
  const detail = (status: OperationStatus, baixa: OperationDetail['baixa_estoque']) => ({
    operation: { ...report.operation, status, valor_cents: null, concluded_at: null },
    products: [],
    faltando: [],
    alertas_clima: [],
    baixa_estoque: baixa,
    report: { ...report, operation: { ...report.operation, status } },
    registro: { versoes: [], vigente: null, cadastros_alterados: [] },
  });

  it('shows what a concluded operation took from stock', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${report.operation.id}`]: detail('concluida', [
        { product_id: 'p1', produto: 'Fox Xpro', quantidade: 60.25, unidade: 'L' },
        { product_id: 'p2', produto: 'Ureia Protegida', quantidade: 286.188, unidade: 'kg' },
      ]),
    });
    renderRoute(`/operacao/${report.operation.id}`);
    const block = await screen.findByRole('region', { name: 'Baixa no estoque' });
    expect(
      within(block)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProdutoQuantidadeUnidade', 'Fox Xpro60,250L', 'Ureia Protegida286,188kg']);
  });

  // Issue 41: a conclusion made with no connection waits in the phone; the toast says so.
  it.each([
    ['sent', 'Operação concluída.'],
    ['kept offline', 'Conclusão guardada no aparelho; será enviada quando houver conexão.'],
  ])('tells a conclusion %s as it is: %s', async (how, toast) => {
    const me = signedIn('pilot');
    const taken = detail('em_andamento', []);
    const store = await openFieldStore(me.user.id);
    await keepTaken(store, [
      { id: report.operation.id, updated_at: 'v1', detail: taken, takenAt: '2026-11-10T12:00:00Z' },
    ]);
    store.close();
    markField(me, { count: 1, bytes: 1, takenAt: '2026-11-10T12:00:00Z' });
    const fetch = stubServer({
      '/api/me': me,
      [`/api/operations/${report.operation.id}`]: taken,
      [`POST /api/operations/${report.operation.id}/concluir`]: () => {
        if (how === 'kept offline') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(detail('concluida', [])));
      },
    });
    renderRoute(`/operacao/${report.operation.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir operação' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(toast));
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      `/api/operations/${report.operation.id}/concluir`,
    );
  });

  it('has no stock block before concluding', async () => {
    stubServer({
      '/api/me': signedIn('owner'),
      [`/api/operations/${report.operation.id}`]: detail('em_andamento', []),
    });
    renderRoute(`/operacao/${report.operation.id}`);
    await screen.findByRole('heading', { name: 'Operação 2026/0001' });
    expect(screen.queryByRole('region', { name: 'Baixa no estoque' })).toBeNull();
  });
});

describe('/operacao: the price is the office’s (decision 034)', () => {
  it.each([
    ['admin', true],
    ['pilot', false],
  ] as const)('%s: the price field is shown: %s', async (role, shown) => {
    stubServer({ '/api/me': signedIn(role) });
    renderRoute('/operacao');
    expect(await screen.findByLabelText('Área tratada (ha)')).toBeInTheDocument();
    const price = screen.queryByLabelText('Preço (R$ por ha ou hora)');
    if (shown) expect(price).toBeInTheDocument();
    else expect(price).toBeNull();
  });
});

describe('/operacao: what the contract says of the products as a whole', () => {
  // The form is not drawn again with the page (a memo): the products' part watches its own error.
  it('says the limit of 20 under the lines', async () => {
    const line = { ...emptyLine(), product_id: 'p1', dose_por_ha: '1' };
    localStorage.setItem(
      'agrovoo:rascunho:operacao:c1:nova',
      JSON.stringify({ products: Array.from({ length: 21 }, () => line) }),
    );
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute('/operacao');
    expect(await screen.findAllByLabelText(/^Produto \d+$/)).toHaveLength(21);
    expect(screen.queryByText('Use no máximo 20 produtos por operação.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar operação' }));
    expect(await screen.findByText('Use no máximo 20 produtos por operação.')).toBeVisible();
  });
});
