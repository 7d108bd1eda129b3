import { describe, expect, it } from 'vitest';
import { operationAttachments } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { sendForm } from '../test/multipart.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';

const t = useTestApp();

/** An operation of a new company, and how its owner uploads and downloads its attachments. */
async function operation() {
  const fly = await companyReadyToFly(t.app);
  const id = await newOperation(fly.owner, fly.complete);
  return {
    upload: async (file: { name: string; content: string; type: string }) => {
      const res = await sendForm(
        t.app,
        { method: 'POST', url: `/api/operations/${id}/anexos`, cookie: fly.cookie },
        { tipo: 'outro' },
        { ...file, content: Buffer.from(file.content) },
      );
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; mime: string };
    },
    download: (attachment: string) =>
      fly.owner({ method: 'GET', url: `/api/operations/${id}/anexos/${attachment}` }),
  };
}

const PAGE = '<html><script>fetch("/api/me")</script></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('an uploaded file downloaded', () => {
  it('is never served in a type a browser would run (HTML, SVG): unknown types go as bytes', async () => {
    const { upload, download } = await operation();
    for (const file of [
      { name: 'leia.txt', content: PAGE, type: 'text/html' },
      { name: 'mapa.png', content: SVG, type: 'image/svg+xml' },
      { name: 'voo.log', content: PAGE, type: 'application/xhtml+xml' },
    ]) {
      const stored = await upload(file);
      expect(stored.mime).toBe('application/octet-stream');
      const res = await download(stored.id);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe(file.content);
    }
  });

  it('keeps a type of the accepted files (photos, PDF, text, maps), whatever its case', async () => {
    const { upload, download } = await operation();
    for (const [type, expected] of [
      ['IMAGE/JPEG', 'image/jpeg'],
      ['application/pdf', 'application/pdf'],
      ['application/vnd.google-earth.kml+xml', 'application/vnd.google-earth.kml+xml'],
    ]) {
      const stored = await upload({ name: 'arquivo.pdf', content: 'x', type: type! });
      expect(stored.mime).toBe(expected);
      expect((await download(stored.id)).headers['content-type']).toBe(expected);
    }
  });

  it('stored before this rule with the type it was declared, still goes as bytes', async () => {
    const { upload, download } = await operation();
    const stored = await upload({ name: 'leia.txt', content: PAGE, type: 'text/plain' });
    await t.db.update(operationAttachments).set({ mime: 'text/html; charset=utf-8' });
    expect((await download(stored.id)).headers['content-type']).toBe('application/octet-stream');
  });
});
