import { describe, expect, it } from 'vitest';
import {
  dueText,
  maintenanceDue,
  worstState,
  type MaintenanceItemTerms,
} from './maintenance-due.ts';

const item = (terms: Partial<MaintenanceItemTerms>): MaintenanceItemTerms => ({
  intervalo_horas: null,
  intervalo_meses: null,
  intervalo_ciclos: null,
  ultima_horas: null,
  ultima_data: null,
  ultima_ciclos: null,
  alerta_horas: 10,
  alerta_dias: 15,
  alerta_ciclos: 20,
  ...terms,
});
// A fixed day: the rule never reads the clock.
const TODAY = '2026-12-06';

describe('maintenanceDue by hours: last done + interval − the horímetro now', () => {
  const hundred = item({ intervalo_horas: 100, ultima_horas: 1450 });
  it.each([
    // 1450 + 100 = 1550 due; 1550 − 1500 = 50 h left, above the 10 h warning.
    ['50 h left', 1500, 50, 'em_dia'],
    // 1550 − 1540,1 = 9,9 h: within the 10 h warning.
    ['9,9 h left', 1540.1, 9.9, 'alerta'],
    // 1550 − 1540 = 10 h: the warning reaches it.
    ['exactly the warning', 1540, 10, 'alerta'],
    // Nothing left: the inspection is due now, the aircraft may not fly more.
    ['used up', 1550, 0, 'vencida'],
    ['2,5 h past', 1552.5, -2.5, 'vencida'],
  ] as const)('%s', (_, horas, left, state) => {
    const due = maintenanceDue(hundred, { horas, ciclos: 0 }, TODAY);
    expect(due).toMatchObject({ vence_horas: 1550, horas_restantes: left, situacao: state });
  });
});

describe('maintenanceDue by calendar: last done + months, the due day itself still good', () => {
  // IAM: 12 months from 2025-12-20 → 2026-12-20.
  const annual = item({ intervalo_meses: 12, ultima_data: '2025-12-20' });
  it.each([
    // 2026-12-20 − 2026-11-20 = 30 days: above the 15-day warning.
    ['30 days before', '2026-11-20', 30, 'em_dia'],
    // 2026-12-20 − 2026-12-06 = 14 days.
    ['14 days before', '2026-12-06', 14, 'alerta'],
    ['the due day', '2026-12-20', 0, 'alerta'],
    ['the day after', '2026-12-21', -1, 'vencida'],
  ] as const)('%s', (_, today, days, state) => {
    const due = maintenanceDue(annual, { horas: 0, ciclos: 0 }, today);
    expect(due).toMatchObject({ vence_em: '2026-12-20', dias_restantes: days, situacao: state });
  });

  it('a month without the day falls on its last day: 31/08 + 6 months → 28/02/2027', () => {
    const due = maintenanceDue(
      item({ intervalo_meses: 6, ultima_data: '2026-08-31' }),
      { horas: 0, ciclos: 0 },
      TODAY,
    );
    expect(due.vence_em).toBe('2027-02-28');
  });

  it('29/02/2028 + 12 months → 28/02/2029', () => {
    const due = maintenanceDue(
      item({ intervalo_meses: 12, ultima_data: '2028-02-29' }),
      { horas: 0, ciclos: 0 },
      '2028-03-01',
    );
    expect(due).toMatchObject({ vence_em: '2029-02-28', dias_restantes: 364 });
  });
});

describe('maintenanceDue by whichever comes first', () => {
  // TBO 2.000 h or 12 years… here 100 h or 12 months: hours fine, date past → past due.
  const both = item({
    intervalo_horas: 100,
    ultima_horas: 1450,
    intervalo_meses: 12,
    ultima_data: '2025-11-30',
  });
  it('hours left but the date passed: past due', () => {
    expect(maintenanceDue(both, { horas: 1460, ciclos: 0 }, TODAY)).toMatchObject({
      horas_restantes: 90,
      vence_em: '2026-11-30',
      dias_restantes: -6,
      situacao: 'vencida',
    });
  });

  it('battery cycles: 300 from 120 → due at 420; 405 used leaves 15, within the 20-cycle warning', () => {
    const cycles = item({ intervalo_ciclos: 300, ultima_ciclos: 120 });
    expect(maintenanceDue(cycles, { horas: 0, ciclos: 405 }, TODAY)).toMatchObject({
      vence_ciclos: 420,
      ciclos_restantes: 15,
      situacao: 'alerta',
    });
  });

  it('an item without a last reading is never due', () => {
    expect(
      maintenanceDue(item({ intervalo_horas: 50 }), { horas: 9999, ciclos: 0 }, TODAY),
    ).toMatchObject({
      vence_horas: null,
      situacao: 'em_dia',
    });
  });
});

describe('worstState and dueText', () => {
  it.each([
    [[], 'em_dia'],
    [['em_dia', 'alerta'], 'alerta'],
    [['alerta', 'vencida', 'em_dia'], 'vencida'],
  ] as const)('%o → %s', (states, worst) => {
    expect(worstState(states)).toBe(worst);
  });

  it.each([
    [
      { horas_restantes: 8, dias_restantes: null, ciclos_restantes: null },
      'Inspeção de 100 h: faltam 8,0 h',
    ],
    [
      { horas_restantes: 1.5, dias_restantes: null, ciclos_restantes: null },
      'Inspeção de 100 h: falta 1,5 h',
    ],
    [
      { horas_restantes: 0, dias_restantes: 1, ciclos_restantes: null },
      'Inspeção de 100 h: horas esgotadas, vence em 1 dia',
    ],
    [
      { horas_restantes: -2.5, dias_restantes: -3, ciclos_restantes: -1 },
      'Inspeção de 100 h: vencida há 2,5 h, vencida há 3 dias, vencida há 1 ciclo',
    ],
  ] as const)('%o', (left, text) => {
    const due = {
      vence_horas: null,
      vence_em: null,
      vence_ciclos: null,
      situacao: 'alerta' as const,
      ...left,
    };
    expect(dueText('Inspeção de 100 h', due)).toBe(text);
  });
});
