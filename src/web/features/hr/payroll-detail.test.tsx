import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { computePayroll } from '../../../domain/hr/payroll.ts';
import { TABLES_2026 } from '../../../domain/hr/tables.ts';
import { formatBRL } from '../../../domain/money.ts';
import { sampleMonth } from '../../../test-support/payroll.ts';
import { bodiesSentTo, requested, retype, sentOnce } from '../../test/requests.ts';
import { refusal } from '../../test/server.ts';
import { PayrollTab } from './payroll-tab.tsx';
import {
  payrollServer,
  pilot,
  PILOT_ITEM,
  renderTab,
  RUN,
  itemRow,
  runAnswers,
  runDetail,
  runRow,
} from './payroll-test-data.ts';

// A run's detail: totals and holerite lines as the payroll engine computed them, a draft's
// month entry, closing only once confirmed, and reopening left to the owner.

const DETAIL = `/api/hr/folhas/${RUN}`;
const AT_RUN = `/recursos-humanos?aba=folha&folha=${RUN}`;
const closed = runDetail({
  status: 'fechada',
  fechada_at: '2026-12-05T13:00:00.000Z',
  titulos: [
    { id: crypto.randomUUID(), descricao: 'Salários líquidos — novembro/2026', total_cents: 100 },
  ],
});

/** A holerite's row is named by what it shows, from its start (WCAG 2.5.3, label in name). */
const SLIP_NAME = /^Holerite de João Pereira Piloto agrícola Proventos R\$/;

describe('A run', () => {
  it('shows its totals and each holerite line, base and deduction as computed', async () => {
    payrollServer(runAnswers());
    renderTab(<PayrollTab />, AT_RUN);
    const totals = await screen.findByLabelText('Totais da folha');
    expect(within(totals).getByText(formatBRL(runRow.liquido_cents))).toBeVisible();
    expect(within(totals).getByText(formatBRL(runRow.fgts_cents))).toBeVisible();
    expect(screen.getByText(/Tabelas de janeiro\/2026/)).toBeVisible();
    const open = screen.getByRole('button', { name: SLIP_NAME });
    expect(within(open).getByText('Piloto agrícola')).toBeVisible();
    await userEvent.click(open);
    const slip = await screen.findByRole('table', { name: 'Holerite de João Pereira' });
    const result = pilot.resultado;
    for (const line of result.linhas) {
      const row = within(slip)
        .getByRole('rowheader', { name: (name) => name.startsWith(line.descricao) })
        .closest('tr')!;
      expect(within(row).getByText(formatBRL(line.valor))).toBeVisible();
      if (line.referencia) expect(within(row).getAllByText(line.referencia)[0]).toBeVisible();
    }
    expect(within(slip).getByText(formatBRL(result.salarioLiquido))).toBeVisible();
    expect(screen.getByText(formatBRL(result.baseIRRF))).toBeVisible();
    const deduction =
      result.deducaoIRRF.tipo === 'legal' ? 'dedução legal' : 'desconto simplificado';
    expect(screen.getByText(new RegExp(`após ${deduction}`))).toBeVisible();
    expect(result.reducaoLei15270).toBeGreaterThan(0);
    expect(screen.getByText('Redução da Lei 15.270').nextSibling).toHaveTextContent(
      formatBRL(result.reducaoLei15270),
    );
    expect(screen.getByRole('link', { name: /Holerite de João Pereira/ })).toHaveAttribute(
      'href',
      `${DETAIL}/holerites?item=${PILOT_ITEM}`,
    );
    expect(screen.getByRole('link', { name: 'Resumo (XLSX)' })).toHaveAttribute(
      'href',
      `${DETAIL}/resumo?formato=xlsx`,
    );
  });

  it('shows the days of férias in the month and the INSS their receipt withheld', async () => {
    // 11 days of closed férias in the month: base 4.644,44 and INSS 541,06 of their receipt.
    const share = { dias: 11, base: 4644_44, inss: 541_06 };
    const onVacation = {
      ...pilot,
      entrada: { ...pilot.entrada, ferias_no_mes: share },
      resultado: computePayroll(
        sampleMonth(5500_00, { dependentes: 1, ferias: share }),
        TABLES_2026,
      ),
    };
    payrollServer(runAnswers(runDetail({ itens: [itemRow(onVacation)] }), [onVacation]));
    renderTab(<PayrollTab />, AT_RUN);
    await userEvent.click(await screen.findByRole('button', { name: SLIP_NAME }));
    await screen.findByRole('table', { name: 'Holerite de João Pereira' });
    for (const [label, value] of [
      ['Férias no mês', '11 dias'],
      ['Férias + 1/3 na base do INSS', formatBRL(share.base)],
      ['INSS retido nas férias', formatBRL(share.inss)],
    ] as const)
      expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
    // 30 − 11 = 19 days of salary.
    const slip = screen.getByRole('table', { name: 'Holerite de João Pereira' });
    expect(within(slip).getAllByText('19 dias')[0]).toBeVisible();
  });

  it("saves a draft's month for an employee, saying where the commission came from", async () => {
    const fetch = payrollServer(runAnswers());
    renderTab(<PayrollTab />, AT_RUN);
    await userEvent.click(await screen.findByRole('button', { name: SLIP_NAME }));
    expect(await screen.findByText('Calculada de 3 operações, 400,00 ha no mês.')).toBeVisible();
    await retype(screen.getByLabelText('Horas extras 50%'), '12,5');
    await retype(screen.getByLabelText('Comissões (R$)'), '950,40');
    await retype(screen.getByLabelText('Dias de falta'), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e recalcular' }));
    expect(await screen.findByText('Dias de falta deve ser no máximo 30.')).toBeVisible();
    expect(bodiesSentTo(fetch, `${DETAIL}/itens/${PILOT_ITEM}`)).toEqual([]);
    await retype(screen.getByLabelText('Dias de falta'), '1');
    // Night hours typed from the clock: each is paid as 8/7 of a night hour (CLT art. 73 §1º).
    await userEvent.click(screen.getByLabelText('Horas noturnas em horas de relógio'));
    // The weeks absent (the CLT rule's DSR) left blank: sent as null, not typed.
    expect(screen.getByLabelText('Semanas com falta')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e recalcular' }));
    expect(await sentOnce(fetch, `${DETAIL}/itens/${PILOT_ITEM}`)).toEqual({
      horas_extras_50: 12.5,
      horas_extras_100: 0,
      horas_noturnas: 0,
      noturnas_relogio: true,
      dias_faltas: 1,
      semanas_faltas: null,
      comissoes_cents: 950_40,
      outros_descontos_cents: 0,
    });
  });

  it('closes only once confirmed, then lists the payables written', async () => {
    const fetch = payrollServer({ [DETAIL]: runDetail(), [`${DETAIL}/fechar`]: closed });
    renderTab(<PayrollTab />, AT_RUN);
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar folha' }));
    const ask = await screen.findByRole('dialog', { name: 'Fechar a folha de novembro/2026?' });
    expect(ask).toHaveTextContent('contas a pagar');
    expect(requested(fetch, 'POST', `${DETAIL}/fechar`)).toBe(false);
    const after = payrollServer({ [DETAIL]: closed, [`${DETAIL}/fechar`]: closed });
    await userEvent.click(within(ask).getByRole('button', { name: 'Fechar folha' }));
    await expect.poll(() => requested(after, 'POST', `${DETAIL}/fechar`)).toBe(true);
    expect(await screen.findByText('Salários líquidos — novembro/2026')).toBeVisible();
    expect(screen.getByRole('link', { name: /Ver em Contabilidade/ })).toHaveAttribute(
      'href',
      '/contabilidade?aba=pagar',
    );
    expect(screen.queryByRole('button', { name: 'Fechar folha' })).toBeNull();
  });

  it('offers reopening to the owner only', async () => {
    payrollServer({ [DETAIL]: closed }, 'admin');
    const admin = renderTab(<PayrollTab />, AT_RUN);
    expect(await screen.findByText('Fechada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Holerites (PDF)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull();
    admin.unmount();
    payrollServer({ [DETAIL]: closed }, 'owner');
    renderTab(<PayrollTab />, AT_RUN);
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeVisible();
  });

  it('says why the owner cannot reopen a run whose payables were paid', async () => {
    const message = 'Uma conta a pagar desta folha já tem pagamento: estorne-o antes de reabrir.';
    payrollServer({
      [DETAIL]: closed,
      [`${DETAIL}/reabrir`]: () => refusal(409, 'PAYROLL_TITLES_PAID', message),
    });
    renderTab(<PayrollTab />, AT_RUN);
    await userEvent.click(await screen.findByRole('button', { name: 'Reabrir' }));
    const ask = await screen.findByRole('dialog', { name: 'Reabrir a folha de novembro/2026?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Reabrir' }));
    expect(await within(ask).findByText(message)).toBeVisible();
  });
});
