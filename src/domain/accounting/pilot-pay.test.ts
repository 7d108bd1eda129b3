import { describe, expect, it } from 'vitest';
import { allocatePilotPay, pilotCost, type PilotFlights, type PilotPay } from './pilot-pay.ts';

describe('pilotCost', () => {
  // The employer's cost of a month: the gross less what absences took off, plus the FGTS
  // (Lei 8.036/1990 art. 15: 8 % of the remuneration, deposited by the employer). The INSS and
  // IRRF withheld are part of the gross, the employee's, and not added again.
  it.each([
    // salary R$ 9.000,00, no absence: FGTS 8 % = 720,00 → 9.000,00 + 720,00
    [{ proventos: 900_000, faltas: 0, fgts: 72_000 }, 972_000],
    // salary R$ 9.000,00 + commission R$ 3.000,00, 2 days absent (÷ 22: 818,18), FGTS on
    // 11.181,82 = 894,55 → 12.000,00 − 818,18 + 894,55 = 12.076,37
    [{ proventos: 1_200_000, faltas: 81_818, fgts: 89_455 }, 1_207_637],
    // the 13º's first installment: no withholding, FGTS 8 % of 4.500,00 = 360,00
    [{ proventos: 450_000, faltas: 0, fgts: 36_000 }, 486_000],
  ])('%o → %i ¢', (item, cost) => {
    expect(pilotCost(item)).toBe(cost);
  });
});

describe('allocatePilotPay', () => {
  const pay = (employee_id: string, mes: string, custo_cents: number): PilotPay => ({
    employee_id,
    nome: employee_id === 'ana' ? 'Ana Lima' : 'Bruno Reis',
    mes,
    custo_cents,
  });
  const flew = (employee_id: string, mes: string, aircraft_id: string, horas: number) =>
    ({ employee_id, mes, aircraft_id, horas }) satisfies PilotFlights;

  it('spreads each month of pay over the aircraft flown that month, by flight hours', () => {
    // Ana, November: R$ 9.720,00 (972.000 ¢); flew PR-AGV 30,0 h and PT-IPA 10,0 h (40,0 h):
    //   PR-AGV 972.000 × 30/40 = 729.000 ¢    PT-IPA 972.000 × 10/40 = 243.000 ¢
    // Ana, December: R$ 10.000,00; flew PT-IPA only (12,5 h) → all 1.000.000 ¢ on PT-IPA.
    // Bruno, November: R$ 5.000,01 (500.001 ¢); PR-AGV 1,0 h, PT-IPA 1,0 h, PR-ZZZ 1,0 h:
    //   500.001 / 3 = 166.667 each, 0 left: 166.667 ¢ each, summing 500.001.
    // Bruno, December: flights only in November → no flight that month: not allocated.
    // Per aircraft:
    //   PR-AGV 729.000 + 166.667                 =   895.667 ¢
    //   PT-IPA 243.000 + 1.000.000 + 166.667     = 1.409.667 ¢
    //   PR-ZZZ 166.667                           =   166.667 ¢
    const result = allocatePilotPay(
      [
        pay('ana', '2026-11', 972_000),
        pay('ana', '2026-12', 1_000_000),
        pay('bruno', '2026-11', 500_001),
        pay('bruno', '2026-12', 480_000),
      ],
      [
        flew('ana', '2026-11', 'PR-AGV', 30),
        flew('ana', '2026-11', 'PT-IPA', 10),
        flew('ana', '2026-12', 'PT-IPA', 12.5),
        flew('bruno', '2026-11', 'PR-AGV', 1),
        flew('bruno', '2026-11', 'PT-IPA', 1),
        flew('bruno', '2026-11', 'PR-ZZZ', 1),
      ],
    );
    expect(Object.fromEntries(result.porAeronave)).toEqual({
      'PR-AGV': 895_667,
      'PT-IPA': 1_409_667,
      'PR-ZZZ': 166_667,
    });
    expect(result.nao_alocado).toEqual([pay('bruno', '2026-12', 480_000)]);
  });

  it('keeps the pay to the centavo: the largest remainders take the centavos left', () => {
    // R$ 100,00 (10.000 ¢) over 0,1 h + 0,2 h (weights 1 and 2, in tenths):
    //   10.000 × 1/3 = 3.333,33 → 3.333     10.000 × 2/3 = 6.666,67 → 6.666
    //   one centavo left: to the larger remainder (0,67, the second) → 3.333 + 6.667 = 10.000
    const result = allocatePilotPay(
      [pay('ana', '2027-02', 10_000)],
      [flew('ana', '2027-02', 'A', 0.1), flew('ana', '2027-02', 'B', 0.2)],
    );
    expect(Object.fromEntries(result.porAeronave)).toEqual({ A: 3_333, B: 6_667 });
    expect(result.nao_alocado).toEqual([]);
  });

  it('leaves nothing out: pay with no flights, or flights of another pilot, is not allocated', () => {
    const result = allocatePilotPay(
      [pay('ana', '2026-06', 972_000)],
      [flew('bruno', '2026-06', 'PR-AGV', 8), flew('ana', '2026-05', 'PR-AGV', 8)],
    );
    expect(result.porAeronave.size).toBe(0);
    expect(result.nao_alocado).toEqual([pay('ana', '2026-06', 972_000)]);
  });
});
