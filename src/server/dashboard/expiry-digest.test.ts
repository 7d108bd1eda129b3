import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fiscalSettings, pilots } from '../db/schema/index.ts';
import { mailText, useTwoInstancesMailing } from '../test/instances.ts';
import { companyReadyToFly } from '../test/operations.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';
import { stockUp } from '../test/stock-entries.ts';

// Issue 45 item 9: the weekly e-mail of what is about to expire, through the scheduler, once a
// week across instances, read back from a real SMTP server. The clock is stopped and moved.
const sp = (local: string) => new Date(`${local}-03:00`);
let now = sp('2026-12-01T10:00:00');
const { t, smtp, apps } = useTwoInstancesMailing({ now: () => now });

const digests = () => smtp.received.filter((m) => mailText(m.data).includes('O que vence nos'));
const tickBoth = () => Promise.all(apps().map((app) => app.jobs.tick()));

describe('the weekly expiry digest', () => {
  it('goes on Monday at 07:00 to the owners and admins of a company with something due, once a week', async () => {
    const [first] = apps();
    // A company with a pilot whose CMA ends on 20/12, a lot expiring on 15/12 and its A1
    // certificate valid until 31/12; an admin and a pilot besides the owner.
    const fly = await companyReadyToFly(first, 'dono@aerosul.com.br');
    await t.db
      .update(pilots)
      .set({ cma_validade: '2026-12-20' })
      .where(eq(pilots.id, fly.ids.pilot));
    await stockUp(fly.owner, [
      { product_id: fly.ids.product, lote: 'FX-1', quantidade: 40, validade: '2026-12-15' },
    ]);
    await t.db.insert(fiscalSettings).values({
      company_id: fly.companyId,
      certificado_cifrado: Buffer.from('certificado'),
      certificado_titular: 'AERO SUL AVIACAO AGRICOLA LTDA',
      certificado_valido_de: sp('2025-12-31T12:00:00'),
      certificado_valido_ate: sp('2026-12-31T12:00:00'),
    });
    await joinCompany(first, fly.companyId, 'admin', 'admin@aerosul.com.br');
    await joinCompany(first, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
    // A company with nothing about to expire gets nothing.
    await signUpCompany(first, { email: 'dono@tranquila.com.br', companyName: 'Aero Tranquila' });

    now = sp('2026-12-07T06:59:00'); // Monday, before the hour
    await tickBoth();
    expect(digests()).toEqual([]);

    now = sp('2026-12-07T07:00:00');
    await tickBoth();
    await tickBoth();
    expect(digests().map((m) => m.to)).toEqual([['dono@aerosul.com.br'], ['admin@aerosul.com.br']]);
    const body = mailText(digests()[0]!.data);
    expect(body).toContain(
      'O que vence nos próximos 30 dias, ou já venceu, na empresa Aero Sul Aviação Agrícola:',
    );
    expect(body).toContain('• CMA de Carlos Mendes: vence em 20/12/2026.');
    expect(body).toContain('• Fox Xpro, lote FX-1 (40,000 L): vence em 15/12/2026.');
    expect(body).toContain('• Certificado digital A1 da NFS-e: vence em 31/12/2026.');

    // Twice in the same week sends once: Tuesday and Saturday, either instance.
    now = sp('2026-12-08T10:00:00');
    await tickBoth();
    now = sp('2026-12-12T07:30:00');
    await tickBoth();
    expect(digests()).toHaveLength(2);

    // The next Monday is another week: still due, sent again.
    now = sp('2026-12-14T07:05:00');
    await tickBoth();
    expect(digests()).toHaveLength(4);
  });
});
