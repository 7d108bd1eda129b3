import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { downloaded } from '../test/contracts.ts';
import { sendForm } from '../test/multipart.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';

const t = useTestApp();

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
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const upload = (cookie: string, file: { name: string; content: Buffer; type: string }) =>
  sendForm(t.app, { method: 'PUT', url: '/api/company/logo', cookie }, {}, file);
/** The logo asked for (GET), its headers only (HEAD), or removed (DELETE). */
const logo = (cookie: string, method: 'GET' | 'HEAD' | 'DELETE' = 'GET') =>
  t.app.inject({ method, url: '/api/company/logo', headers: { cookie } });

describe("the company's logo (Perfil)", () => {
  it('is uploaded, served in its own checked type, replaced and removed by the owner', async () => {
    const { cookie } = await signUpCompany(t.app);
    expect((await logo(cookie)).statusCode).toBe(404);
    // A PNG named and typed as something else is still a PNG: its bytes decide.
    expect(
      (await upload(cookie, { name: 'logo.txt', content: PNG, type: 'text/html' })).statusCode,
    ).toBe(200);
    const png = await logo(cookie);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    // The page asks whether there is a logo by its headers only.
    const head = await logo(cookie, 'HEAD');
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'image/png']);
    expect(
      (await upload(cookie, { name: 'logo.jpg', content: JPEG, type: 'image/jpeg' })).statusCode,
    ).toBe(200);
    const jpeg = await logo(cookie);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);
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
});
