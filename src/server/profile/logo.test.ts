import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { logoWorkDone } from './logo.ts';
import { useTestApp } from '../test/app.ts';
import { downloaded } from '../test/contracts.ts';
import { noisyPng } from '../test/images.ts';
import { sendForm } from '../test/multipart.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';

// A proposal below is valid until 2026-12-08: the server's day is fixed before it.
const t = useTestApp({ now: new Date('2026-12-01T15:00:00Z') });

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 1 × 1 PNG, blue. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  chunk('IDAT', deflateSync(Buffer.from([0, 0x0b, 0x4f, 0x6c]))),
  chunk('IEND', Buffer.alloc(0)),
]);
/** The JPEG signature and a header, then a scan cut short: a JPEG that does not decode. */
const BROKEN_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** A real image of `width` × `height` pixels, PNG or JPEG, in two colours, opaque. */
const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#2050a0' } })
    .composite([
      {
        input: { create: { width: 1, height: 1, channels: 3, background: '#ffffff' } },
        top: 0,
        left: 0,
      },
    ])
    .removeAlpha()
    .toFormat(format)
    .toBuffer();

/** A PNG whose header says `width` × `height` pixels, with one row of data only. */
const claimedPng = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The files the app has stored (local storage under its DATA_DIR). */
const storedFiles = () => {
  try {
    return readdirSync(join(t.app.config.dataDir, 'files'));
  } catch {
    return [];
  }
};

const upload = (cookie: string, file: { name: string; content: Buffer; type: string }) =>
  sendForm(t.app, { method: 'PUT', url: '/api/company/logo', cookie }, {}, file);
/** The logo asked for (GET), its headers only (HEAD), or removed (DELETE). */
const logo = (cookie: string, method: 'GET' | 'HEAD' | 'DELETE' = 'GET') =>
  t.app.inject({ method, url: '/api/company/logo', headers: { cookie } });

/** Whether the company has a logo, as Perfil asks (issue 45: no 404 for a company without one). */
const logoState = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/company/logo/estado',
    headers: cookie ? { cookie } : {},
  });

describe("the company's logo (Perfil)", () => {
  it('answers whether there is one, with a version that changes with each upload', async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    const none = await logoState(cookie);
    expect([none.statusCode, none.json()]).toEqual([200, { logo: null }]);
    await upload(cookie, { name: 'logo.png', content: PNG, type: 'image/png' });
    const first = (await logoState(cookie)).json();
    expect(first).toEqual({ logo: { tipo: 'image/jpeg', versao: expect.any(String) } });
    await upload(cookie, {
      name: 'logo.png',
      content: await image(40, 20, 'png'),
      type: 'image/png',
    });
    const second = (await logoState(cookie)).json();
    expect(second.logo.versao).not.toBe(first.logo.versao);
    // A member sees it; another company sees its own (none); nobody unsigned.
    const pilot = await joinCompany(t.app, companyId, 'pilot', 'piloto@aerosul.com.br');
    expect((await logoState(pilot.cookie)).json()).toEqual(second);
    const other = await signUpCompany(t.app, { email: 'dono@outra.com.br' });
    expect((await logoState(other.cookie)).json()).toEqual({ logo: null });
    expect((await logoState()).statusCode).toBe(401);
    await logo(cookie, 'DELETE');
    expect((await logoState(cookie)).json()).toEqual({ logo: null });
  });

  it('is uploaded, served as its re-encoded JPEG copy, replaced and removed by the owner', async () => {
    const { cookie } = await signUpCompany(t.app);
    expect((await logo(cookie)).statusCode).toBe(404);
    // A PNG named and typed as something else is still a PNG: its bytes decide.
    expect(
      (await upload(cookie, { name: 'logo.txt', content: PNG, type: 'text/html' })).statusCode,
    ).toBe(200);
    const png = await logo(cookie);
    expect(png.statusCode).toBe(200);
    // What is kept and served is a JPEG copy of it, whatever it was (see boundedLogo).
    expect(png.headers['content-type']).toBe('image/jpeg');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1,
      height: 1,
    });
    // The page asks whether there is a logo by its headers only.
    const head = await logo(cookie, 'HEAD');
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const JPEG = await image(40, 20, 'jpeg');
    expect(
      (await upload(cookie, { name: 'logo.jpg', content: JPEG, type: 'image/jpeg' })).statusCode,
    ).toBe(200);
    const jpeg = await logo(cookie);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    const removed = await logo(cookie, 'DELETE');
    expect(removed.statusCode).toBe(204);
    expect((await logo(cookie)).statusCode).toBe(404);
  });

  it.each([
    ['an SVG', { name: 'logo.svg', content: SVG, type: 'image/svg+xml' }],
    ['an SVG named .png', { name: 'logo.png', content: SVG, type: 'image/png' }],
    ['a GIF', { name: 'logo.gif', content: GIF, type: 'image/gif' }],
    ['an empty file', { name: 'logo.png', content: Buffer.alloc(0), type: 'image/png' }],
  ])('refuses %s with a message on the field', async (_, file) => {
    const { cookie } = await signUpCompany(t.app);
    const res = await upload(cookie, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.logo).toBe('O logotipo deve ser uma imagem PNG ou JPEG.');
    expect((await logo(cookie)).statusCode).toBe(404);
  });

  it('refuses a file over 1 MB', async () => {
    const { cookie } = await signUpCompany(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await upload(cookie, { name: 'logo.png', content: big, type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.logo).toBe('O logotipo deve ter no máximo 1 MB.');
    expect((await logo(cookie)).statusCode).toBe(404);
  });

  it('refuses an image larger than 4.000 × 4.000 pixels, reading its size before decoding it', async () => {
    const { cookie } = await signUpCompany(t.app);
    const files = storedFiles();
    const refused = [
      ['15.800 × 15.800 (the probe)', claimedPng(15_800, 15_800)],
      ['4.001 wide', await image(4_001, 10)],
      ['4.001 high', await image(10, 4_001, 'jpeg')],
    ] as const;
    for (const [name, content] of refused) {
      const res = await upload(cookie, { name: 'logo.png', content, type: 'image/png' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fields.logo, name).toBe(
        'O logotipo deve ter no máximo 4.000 × 4.000 pixels.',
      );
    }
    expect((await logo(cookie)).statusCode).toBe(404);
    expect(storedFiles()).toEqual(files);
    const largest = await image(4_000, 4_000);
    expect(
      (await upload(cookie, { name: 'logo.png', content: largest, type: 'image/png' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['PNG', 'png', [1_200, 300], [600, 150]],
    ['JPEG', 'jpeg', [900, 1_800], [300, 600]],
    ['small PNG', 'png', [200, 80], [200, 80]],
  ] as const)(
    'stores a %s re-encoded as a JPEG within 600 pixels on its longer side',
    async (_, format, [width, height], stored) => {
      const { cookie } = await signUpCompany(t.app);
      const files = storedFiles();
      const content = await image(width, height, format);
      const res = await upload(cookie, { name: 'logo', content, type: 'image/png' });
      expect(res.statusCode).toBe(200);
      const served = await logo(cookie);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...stored]);
      const [row] = await t.db.select().from(companies);
      expect(row!.logo_size).toBe(served.rawPayload.length);
      expect(storedFiles().sort()).toEqual([...files, row!.logo_key].sort());
    },
  );

  it.each([
    [
      'the PNG signature followed by garbage',
      Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(600, 7)]),
    ],
    ['a PNG cut after its header', PNG.subarray(0, 40)],
    ['a JPEG cut short', BROKEN_JPEG],
    [
      'the JPEG signature followed by garbage',
      Buffer.concat([BROKEN_JPEG.subarray(0, 3), Buffer.alloc(600, 7)]),
    ],
    [
      'a PNG whose pixels are garbage',
      Buffer.concat([
        claimedPng(50, 50).subarray(0, 33),
        chunk('IDAT', Buffer.alloc(64, 9)),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    ],
  ])('refuses %s (400 on the field, nothing stored)', async (_, content) => {
    const { cookie } = await signUpCompany(t.app);
    const files = storedFiles();
    const res = await upload(cookie, { name: 'logo.png', content, type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.logo).toBe(
      'O logotipo não pôde ser lido: envie uma imagem PNG ou JPEG válida.',
    );
    expect((await logo(cookie)).statusCode).toBe(404);
    expect(storedFiles()).toEqual(files);
  });

  it.each(['admin', 'pilot'] as const)(
    'is changed by the owner only: %s gets 403',
    async (role) => {
      const { companyId } = await signUpCompany(t.app);
      const { cookie } = await joinCompany(t.app, companyId, role, `${role}@aerosul.com.br`);
      expect(
        (await upload(cookie, { name: 'logo.png', content: PNG, type: 'image/png' })).statusCode,
      ).toBe(403);
      const removed = await logo(cookie, 'DELETE');
      expect(removed.statusCode).toBe(403);
    },
  );

  it("is seen by the company's members, never by another company's", async () => {
    const { cookie, companyId } = await signUpCompany(t.app);
    await upload(cookie, { name: 'logo.png', content: PNG, type: 'image/png' });
    const pilot = await joinCompany(t.app, companyId, 'pilot', 'piloto@aerosul.com.br');
    expect((await logo(pilot.cookie)).statusCode).toBe(200);
    const other = await signUpCompany(t.app, { email: 'dono@outra.com.br' });
    expect((await logo(other.cookie)).statusCode).toBe(404);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/company/logo' });
    expect(head.statusCode).toBe(401);
  });
});

describe("the company's logo on its documents", () => {
  const images = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

  it('is embedded in the relatório operacional, the proposal and the MAPA report', async () => {
    const { owner, cookie, ids, complete } = await companyReadyToFly(t.app);
    const operation = await newOperation(owner, complete);
    const proposal = (
      await owner({
        method: 'POST',
        url: '/api/proposals',
        payload: {
          client_id: ids.client,
          validade: '2026-12-08',
          linhas: [
            { descricao: 'Aplicação', unidade: 'ha', quantidade: 10, preco_unitario_cents: 4_200 },
          ],
        },
      })
    ).json().proposal.id;
    const documents = [
      `/api/operations/${operation}/relatorio.pdf`,
      `/api/proposals/${proposal}/proposta.pdf`,
      '/api/mapa/pdf?ano=2026&mes=11',
    ];
    for (const url of documents) expect(images(await downloaded(owner, url)), url).toBe(0);
    await upload(cookie, { name: 'logo.png', content: PNG, type: 'image/png' });
    for (const url of documents) expect(images(await downloaded(owner, url)), url).toBe(1);
  });

  it('prints a transparent logo on white: one image, no mask the PDF library would unpack', async () => {
    const { owner, cookie } = await companyReadyToFly(t.app);
    const content = await sharp({
      create: {
        width: 300,
        height: 100,
        channels: 4,
        background: { r: 32, g: 80, b: 160, alpha: 0.4 },
      },
    })
      .png()
      .toBuffer();
    expect(
      (await upload(cookie, { name: 'logo.png', content, type: 'image/png' })).statusCode,
    ).toBe(200);
    const served = await logo(cookie);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      hasAlpha: false,
    });
    expect(images(await downloaded(owner, '/api/mapa/pdf?ano=2026&mes=11'))).toBe(1);
  });

  it('prints the heaviest copy a logo can leave: 600 × 600 pixels of noise', async () => {
    const { owner, cookie } = await companyReadyToFly(t.app);
    // 4.000 × 4.000 pixels under 1 MB, squares of 10 pixels that blend into noise at 600.
    const content = await noisyPng(400, 10);
    expect(content.length).toBeLessThan(1024 * 1024);
    expect(
      (await upload(cookie, { name: 'logo.png', content, type: 'image/png' })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(companies);
    expect(row!.logo_size).toBeGreaterThan(400 * 1024);
    expect(images(await downloaded(owner, '/api/mapa/pdf?ano=2026&mes=11'))).toBe(1);
  });

  it('never decodes a logo stored before re-encoding while making a PDF: it is re-encoded apart, once', async () => {
    const { owner, companyId } = await companyReadyToFly(t.app);
    // A logo uploaded before logos were re-encoded: stored as sent, 3.000 × 3.000 pixels.
    const original = await image(3_000, 3_000);
    const { key } = await t.app.storage.put(Readable.from([original]));
    await t.db
      .update(companies)
      .set({ logo_key: key, logo_type: 'image/png' })
      .where(eq(companies.id, companyId));
    const url = '/api/mapa/pdf?ano=2026&mes=11';
    // The document is made without it rather than decoding it inside the request…
    expect(images(await downloaded(owner, url))).toBe(0);
    // …which has it re-encoded apart, once, within bounds; the original is gone.
    await logoWorkDone();
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row!.logo_key).not.toBe(key);
    expect(row!.logo_size).toBeGreaterThan(0);
    expect(storedFiles()).toContain(row!.logo_key);
    expect(storedFiles()).not.toContain(key);
    const served = await owner({ method: 'GET', url: '/api/company/logo' });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 600]);
    expect(images(await downloaded(owner, url))).toBe(1);
  });

  it("removes a logo stored before that is larger than an upload may be: the probe's", async () => {
    const { owner, companyId } = await companyReadyToFly(t.app);
    const { key } = await t.app.storage.put(Readable.from([claimedPng(15_800, 15_800)]));
    await t.db
      .update(companies)
      .set({ logo_key: key, logo_type: 'image/png' })
      .where(eq(companies.id, companyId));
    expect(images(await downloaded(owner, '/api/mapa/pdf?ano=2026&mes=11'))).toBe(0);
    await logoWorkDone();
    const [row] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect([row!.logo_key, row!.logo_type, row!.logo_size]).toEqual([null, null, null]);
    expect(storedFiles()).not.toContain(key);
    expect((await owner({ method: 'GET', url: '/api/company/logo' })).statusCode).toBe(404);
  });
});
