import { describe, expect, it } from 'vitest';
import { runCreatedMessage } from './payroll-months.ts';

describe('the message of a new payroll run agrees with its kind (issue 45)', () => {
  it.each([
    ['ferias', '2026-12-01', 'Férias de dezembro/2026 criadas.'],
    ['mensal', '2026-11-01', 'Folha mensal de novembro/2026 criada.'],
    ['decimo_terceiro_1', '2026-11-01', '13º salário — 1ª parcela de novembro/2026 criada.'],
  ] as const)('%s of %s: %s', (kind, month, message) => {
    expect(runCreatedMessage(kind, month)).toBe(message);
  });
});
