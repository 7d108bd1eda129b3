import { describe, expect, it } from 'vitest';
import { fiscalSettings } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { makePfx } from '../test/certificates.ts';
import { sendForm } from '../test/multipart.ts';
import { callAs, signUpCompany } from '../test/session.ts';

// Issue 44 item 2: without CERTIFICATE_KEY no certificate is taken, so none is ever kept in the
// clear.

const NOW = new Date('2026-12-01T12:00:00-03:00');
const t = useTestApp({ now: NOW });

describe('a server without CERTIFICATE_KEY', () => {
  it('answers 503 to a certificate and keeps nothing', async () => {
    const { cookie } = await signUpCompany(t.app);
    const cnpj = '12ABC34501DE35';
    await callAs(t.app, cookie, 'PATCH', '/api/company', { company_name: 'Aero Sul', cnpj });
    const pfx = makePfx({
      cnpj,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2027-01-01T00:00:00Z'),
      password: 'senha',
    });
    const res = await sendForm(
      t.app,
      { method: 'PUT', url: '/api/company/fiscal/certificado', cookie },
      { senha: 'senha' },
      { name: 'empresa.pfx', content: pfx, type: 'application/x-pkcs12' },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(
      'Este servidor não está configurado para guardar certificados digitais (CERTIFICATE_KEY). Fale com o suporte.',
    );
    expect(await t.db.select().from(fiscalSettings)).toEqual([]);
  });
});
