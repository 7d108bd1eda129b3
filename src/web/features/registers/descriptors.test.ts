import { describe, expect, it } from 'vitest';
import { descriptors } from './descriptors.ts';
import type { Row } from './field-spec.ts';

const row = (values: Record<string, unknown>): Row => ({ id: 'r1', archived_at: null, ...values });
const column = (kind: keyof typeof descriptors, label: string) =>
  descriptors[kind].columns.find((c) => c.label === label)!;

describe('register lists', () => {
  it.each([
    ['65999990000', '(65) 99999-0000'],
    ['6533330000', '(65) 3333-0000'],
    ['+55 65 99999-0000', '(65) 99999-0000'],
    [null, '—'],
  ])("a client's phone %j is shown %j", (telefone, shown) => {
    expect(column('clients', 'Telefone').value(row({ telefone }))).toBe(shown);
  });
});
