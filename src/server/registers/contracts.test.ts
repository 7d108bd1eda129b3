import { describe, expect, it } from 'vitest';
import {
  registerOptionList,
  registerPages,
  registerRows,
} from '../../domain/registers/response-contracts.ts';
import { REGISTER_KINDS } from '../../domain/registers/values.ts';
import { square } from '../../test-support/geo.ts';
import { useTestApp } from '../test/app.ts';
import { answer, answering } from '../test/contracts.ts';
import { companyReadyToFly } from '../test/operations.ts';

const t = useTestApp();

/** A row as an edit sends it back: without the fields the server keeps. */
function editable(row: Record<string, unknown>) {
  const { id: _id, archived_at: _a, created_at: _c, updated_at: _u, ...input } = row;
  return input;
}

describe('the registers API answers what its contracts declare', () => {
  it('every register: list, options, read, edit, archive, restore', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    const some: Record<(typeof REGISTER_KINDS)[number], string> = {
      clients: ids.client,
      properties: ids.property,
      aircraft: ids.aircraft,
      pilots: ids.pilot,
      technicians: ids.agronomist,
      products: ids.product,
      crops: ids.crop,
      services: ids.service,
    };
    // A drawn boundary, so the property's GeoJSON is answered too.
    const property = (
      await owner({ method: 'GET', url: `/api/registers/properties/${ids.property}` })
    ).json();
    const drawn = await owner({
      method: 'PUT',
      url: `/api/registers/properties/${ids.property}`,
      payload: { ...editable(property), boundary: square(-55.71, -12.54) },
    });
    expect(answer(drawn, 200, registerRows.properties).boundary?.type).toBe('Polygon');

    for (const kind of REGISTER_KINDS) {
      const base = `/api/registers/${kind}`;
      const page = answer(await owner({ method: 'GET', url: base }), 200, registerPages[kind]);
      expect(page.items.length, kind).toBeGreaterThan(0);
      answer(await owner({ method: 'GET', url: `${base}/options` }), 200, registerOptionList);
      const url = `${base}/${some[kind]}`;
      // Each action on the register answers its row.
      const rowOf = answering(owner, registerRows[kind]);
      const row = await rowOf({ method: 'GET', url });
      await rowOf({ method: 'PUT', url, payload: editable(row) });
      const archived = await rowOf({ method: 'POST', url: `${url}/archive` });
      expect(archived.archived_at, kind).not.toBeNull();
      await rowOf({ method: 'POST', url: `${url}/restore` });
    }
    const crop = answer(
      await owner({ method: 'POST', url: '/api/registers/crops', payload: { nome: 'Sorgo' } }),
      201,
      registerRows.crops,
    );
    const removed = await owner({ method: 'DELETE', url: `/api/registers/crops/${crop.id}` });
    expect(removed.statusCode).toBe(204);
  });
});
