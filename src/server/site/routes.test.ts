import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { createTestApp, useTestApp } from '../test/app.ts';

const t = useTestApp({
  env: {
    APP_URL: 'https://app.agrovoo.com.br/',
    CONTACT_WHATSAPP: '5566999990000',
    PRESENTATION_VIDEO_URL: 'https://www.youtube-nocookie.com/embed/abc123',
    MAP_TILES_URL: 'https://tile.example.org/{z}/{x}/{y}.png',
    MAP_TILES_ATTRIBUTION: '© Contribuidores do OpenStreetMap',
  },
});

describe('the public site', () => {
  it('serves robots.txt: the public pages indexed, everything else not, and the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
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
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual([
      'https://app.agrovoo.com.br/',
      'https://app.agrovoo.com.br/auth',
      'https://app.agrovoo.com.br/termos-servico',
      'https://app.agrovoo.com.br/politica-privacidade',
    ]);
  });

  it("answers the contact button's, the video's and the map tiles' configuration", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json()).toEqual({
      contato: { email: 'contato@agrovoo.com.br', whatsapp: '5566999990000' },
      video: 'https://www.youtube-nocookie.com/embed/abc123',
      mapa: {
        tiles: 'https://tile.example.org/{z}/{x}/{y}.png',
        atribuicao: '© Contribuidores do OpenStreetMap',
      },
    });
    // Its player may be framed, and only its host; images may come from the tiles' host.
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("img-src 'self' data: blob: https://tile.example.org;");
  });

  it('without tiles or video configured, says so and allows no other host', async () => {
    const plain = await createTestApp(t.database);
    try {
      const res = await plain.inject({ method: 'GET', url: '/api/public-config' });
      expect(res.json()).toMatchObject({ video: null, mapa: null });
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).not.toContain('frame-src');
    } finally {
      await plain.close();
    }
  });

  it.each([
    ['CONTACT_WHATSAPP', '66 9999-0000'],
    ['CONTACT_EMAIL', 'contato'],
    ['PRESENTATION_VIDEO_URL', 'http://video.example/embed'],
    ['MAP_TILES_URL', 'https://tile.example.org/{z}/{x}.png'],
    ['MAP_TILES_URL', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
  ])('refuses a bad %s at start', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(`Configuração inválida: ${variable}`);
  });
});
