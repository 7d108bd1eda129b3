import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { caller } from '../test/operations.ts';
import { signUpCompany } from '../test/session.ts';

// The server's clock stopped on the last evening of a month: an archive is stamped by the app's
// clock, not the machine's, since an aircraft archived in a month stops depreciating after it.
const now = new Date('2026-11-30T23:30:00-03:00');
const t = useTestApp({ now });

describe('archiving a register', () => {
  it("stamps the row at the request's moment and clears it on restore", async () => {
    const { cookie } = await signUpCompany(t.app, { email: 'dono@arquivo.com.br' });
    const owner = caller(t.app, cookie);
    const created = await owner({
      method: 'POST',
      url: '/api/registers/aircraft',
      payload: { prefixo: 'PR-ARQ', fabricante: 'Embraer', modelo: 'EMB-202 Ipanema' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const archived = await owner({ method: 'POST', url: `/api/registers/aircraft/${id}/archive` });
    expect(new Date(archived.json().archived_at).getTime()).toBe(now.getTime());
    const restored = await owner({ method: 'POST', url: `/api/registers/aircraft/${id}/restore` });
    expect(restored.json().archived_at).toBeNull();
  });
});
