import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { companyReadyToFly } from '../test/operations.ts';

// The receituário agronômico prescribes the application (Lei 14.785/2023; Decreto 4.074/2002,
// art. 64), so it is dated on or before it: the API refuses a later one, naming the field.
const t = useTestApp({ now: new Date('2026-11-24T12:00:00Z') });

const message = 'A data do receituário não pode ser posterior à data da aplicação.';

describe("the receituário's date is not after the application's", () => {
  it.each([
    ['2026-11-11', 400],
    ['2026-11-10', 201],
    ['2026-11-08', 201],
  ])(
    'creating an operation of 10/11/2026 with a receituário of %s answers %i',
    async (date, status) => {
      const fly = await companyReadyToFly(t.app);
      const payload = {
        ...fly.complete,
        products: fly.complete.products.map((p) => ({ ...p, receituario_data: date })),
      };
      const res = await fly.owner({ method: 'POST', url: '/api/operations', payload });
      expect(res.statusCode).toBe(status);
      if (status === 400)
        expect(res.json().error.fields).toEqual({ 'products.0.receituario_data': message });
    },
  );

  it('moving the application before the receituário is refused on edit', async () => {
    const fly = await companyReadyToFly(t.app);
    const created = await fly.owner({
      method: 'POST',
      url: '/api/operations',
      payload: fly.complete,
    });
    const id = created.json().operation.id;
    const res = await fly.owner({
      method: 'PUT',
      url: `/api/operations/${id}`,
      payload: { ...fly.complete, data: '2026-11-07' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'products.0.receituario_data': message });
  });
});
