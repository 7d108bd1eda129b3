import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { HOSTILE_TEXTS } from '../test/hostile-text.ts';
import { companyReadyToFly } from '../test/operations.ts';
import type { MailMessage } from './mailer.ts';
import {
  affiliateInviteEmail,
  companyInviteEmail,
  passwordResetEmail,
  proposalEmail,
  trialEmail,
  weeklyReportEmail,
} from './templates.ts';

// The proposals below are valid until 2027-12-08: the server's day is fixed before it.
const t = useTestApp({ now: new Date('2026-12-01T15:00:00Z') });

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** A text as it must appear in the HTML: the five characters of markup as entities. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** An e-mail's markup: its tags in order, each quoted attribute value blanked. */
const skeleton = (html: string) =>
  (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));

const URL = 'https://app.agrovoo.test/auth?token=abc&email=a%40b.com';

/** Every template with a stored value (a company's, client's or person's text) in its HTML. */
const TEMPLATES: [string, (value: string, url: string) => MailMessage][] = [
  [
    'company invite',
    (v, url) => companyInviteEmail('a@b.com', { companyName: v, role: 'piloto', url }),
  ],
  [
    'trial reminder',
    (v, url) => trialEmail('a@b.com', 'reminder', { companyName: v, endDate: '01/12/2026', url }),
  ],
  [
    'trial ended',
    (v, url) => trialEmail('a@b.com', 'trial_expired', { companyName: v, endDate: '', url }),
  ],
  [
    'proposal',
    (v) =>
      proposalEmail('a@b.com', {
        companyName: v,
        replyTo: null,
        numero: '2026/0001',
        message: v,
        pdf: Buffer.from(''),
      }),
  ],
  [
    'affiliate invite',
    (v, url) => affiliateInviteEmail('a@b.com', { inviterName: v, url, days: 7 }),
  ],
  ['weekly report', (v, url) => weeklyReportEmail('a@b.com', { period: v, lines: [[v, 1]], url })],
  ['password reset', (_, url) => passwordResetEmail('a@b.com', url)],
];

describe(`e-mail templates: ${HOSTILE_TEXTS.length} hostile texts × ${TEMPLATES.length} templates`, () => {
  it.each(HOSTILE_TEXTS)('escape $label in every template', ({ value }) => {
    for (const [name, mail] of TEMPLATES) {
      const { html, subject } = mail(value, URL);
      expect(skeleton(html), name).toEqual(skeleton(mail('Aero Sul', URL).html));
      if (name !== 'password reset') expect(html, name).toContain(escaped(value));
      expect(subject, name).not.toMatch(/[\r\n]/);
    }
  });

  it('escape a link that breaks out of its attribute, and never link to a script', () => {
    const breakout = "https://app.agrovoo.test/?a=\"><script>alert(1)</script>&b='c'";
    for (const [name, mail] of TEMPLATES) {
      expect(skeleton(mail('Aero Sul', breakout).html), name).toEqual(
        skeleton(mail('Aero Sul', URL).html),
      );
      if (name !== 'proposal')
        for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x'])
          expect(() => mail('Aero Sul', url), `${name} ${url}`).toThrow(/http/);
    }
  });
});

const api = HOSTILE_TEXTS.filter((h) => h.api);

describe(`e-mails through the API: ${api.length + 1} company and client names × invite and proposal`, () => {
  it('escape a hostile company and client name in the outbox', async () => {
    const fly = await companyReadyToFly(t.app);
    const client = 'compras@boavista.agr.br';
    const mailsTo = (address: string) =>
      t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));
    const sent = async (value: string, index: number) => {
      // The client's earlier proposals' e-mails: the outbox has no order to read the last one by.
      const earlier = new Set((await mailsTo(client)).map((m) => m.id));
      const call = async (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object) => {
        const res = await fly.owner({ method, url, payload });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json() as { proposal: { id: string } };
      };
      await call('PATCH', '/api/company', { company_name: value });
      await call('PUT', `/api/registers/clients/${fly.ids.client}`, {
        nome: value,
        uf: 'MT',
        email: client,
      });
      const { proposal } = await call('POST', '/api/proposals', {
        client_id: fly.ids.client,
        property_id: fly.ids.property,
        validade: '2027-12-08',
        linhas: [{ descricao: value, unidade: 'ha', quantidade: 1, preco_unitario_cents: 100 }],
      });
      await call('POST', `/api/proposals/${proposal.id}/enviar`, { canal: 'email' });
      const invited = `piloto${index}@aerosul.com.br`;
      await call('POST', '/api/company/invites', { email: invited, role: 'pilot' });
      const proposalMails = (await mailsTo(client)).filter((m) => !earlier.has(m.id));
      const inviteMails = await mailsTo(invited);
      expect(proposalMails).toHaveLength(1);
      expect(inviteMails).toHaveLength(1);
      return [proposalMails[0]!.html_body, inviteMails[0]!.html_body];
    };
    const plain = await sent('Aero Sul', 0);
    for (const [index, { label, value }] of api.entries()) {
      const [proposalHtml, inviteHtml] = await sent(value, index + 1);
      expect(skeleton(proposalHtml!), label).toEqual(skeleton(plain[0]!));
      expect(skeleton(inviteHtml!), label).toEqual(skeleton(plain[1]!));
      expect(proposalHtml, label).toContain(escaped(value));
      expect(inviteHtml, label).toContain(escaped(value));
    }
  });
});
