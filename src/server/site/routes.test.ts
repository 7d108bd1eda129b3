import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(t.database, {
    env: {
      APP_URL: 'https://app.agrovoo.com.br/',
      CONTACT_WHATSAPP: '5566999990000',
      PRESENTATION_VIDEO_URL: 'https://www.youtube-nocookie.com/embed/abc123',
    },
  });
});
afterAll(() => app.close());

describe('the public site', () => {
  it('serves robots.txt: the public pages indexed, everything else not, and the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /$',
        'Allow: /auth',
        'Allow: /termos-servico',
        'Allow: /politica-privacidade',
        'Disallow: /',
        '',
        'Sitemap: https://app.agrovoo.com.br/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('serves the sitemap of the public pages with the public address', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual([
      'https://app.agrovoo.com.br/',
      'https://app.agrovoo.com.br/auth',
      'https://app.agrovoo.com.br/termos-servico',
      'https://app.agrovoo.com.br/politica-privacidade',
    ]);
  });

  it("answers the contact button's configuration", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json()).toEqual({
      contato: { email: 'contato@agrovoo.com.br', whatsapp: '5566999990000' },
      video: 'https://www.youtube-nocookie.com/embed/abc123',
    });
    // Its player may be framed, and only its host.
    expect(res.headers['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com',
    );
  });

  it.each([
    ['CONTACT_WHATSAPP', '66 9999-0000'],
    ['CONTACT_EMAIL', 'contato'],
    ['PRESENTATION_VIDEO_URL', 'http://video.example/embed'],
  ])('refuses a bad %s at start', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(`Configuração inválida: ${variable}`);
  });
});
