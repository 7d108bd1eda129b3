import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { HOSTILE_TEXTS } from '../test/hostile-text.ts';
import { sendForm } from '../test/multipart.ts';
import { companyReadyToFly, newOperation } from '../test/operations.ts';

const t = useTestApp();

/**
 * RFC 6266 with RFC 5987's `filename*`: the value is UTF-8 in attr-chars and %XX only — no quote,
 * apostrophe, parenthesis, asterisk, space, line break or ';' of its own.
 */
const DISPOSITION = /^attachment; filename\*=UTF-8''((?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+)$/;

/** Names a multipart header can carry (no line break or control character), as text files. */
const names = [
  ...HOSTILE_TEXTS.filter((h) => h.api && !/\p{Cc}/u.test(h.value)).map((h) => `${h.value}.txt`),
  "laudo d'água (final)*.pdf",
];

describe(`uploaded file names: ${names.length} hostile names × download header`, () => {
  it('travel percent-encoded in filename*, decoding to the stored name without format characters', async () => {
    const fly = await companyReadyToFly(t.app);
    const operation = await newOperation(fly.owner, fly.complete);
    for (const name of names) {
      const uploaded = await sendForm(
        t.app,
        { method: 'POST', url: `/api/operations/${operation}/anexos`, cookie: fly.cookie },
        { tipo: 'outro' },
        // Quotes escaped in the header's quoted string.
        { name: name.replace(/["\\]/g, '\\$&'), content: Buffer.from('x'), type: 'text/plain' },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const stored = uploaded.json() as { id: string; nome_arquivo: string };
      const res = await fly.owner({
        method: 'GET',
        url: `/api/operations/${operation}/anexos/${stored.id}`,
      });
      const header = String(res.headers['content-disposition']);
      const encoded = DISPOSITION.exec(header)?.[1];
      expect(encoded, `${name}: ${header}`).toBeDefined();
      // A right-to-left override would show 'Fazenda \u202Eevil.exe.txt' as '…txt.exe.live'.
      expect(decodeURIComponent(encoded!)).toBe(stored.nome_arquivo.replace(/\p{Cf}/gu, ''));
    }
  });
});
