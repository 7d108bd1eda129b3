// Logo budgets (issue 35, item 6): a 970 KB PNG of 15,800 × 15,800 pixels made each PDF with the
// letterhead take ~14 s and +2.9 GB of server memory. Now an upload over 4,000 × 4,000 pixels is
// refused and the PDFs print a copy re-encoded within 600 pixels. Measured with the largest
// logo accepted — 4,000 × 4,000 pixels under 1 MB, drawn so that its 600-pixel copy is noise
// (the copy that compresses worst, so the heaviest the PDFs embed) —: its upload, one MAPA
// PDF, then 20 such PDFs at once, sampling the server's resident memory throughout.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { peakRss, rssMb, signUp, withServerOnPostgres } from './lib.mjs';

const PARALLEL = 20;
const SIDE = 4000;

/** 4,000 × 4,000 pixels in blocks of `block` pixels of random colour (xorshift, fixed seed). */
function blocks(block) {
  const cells = Math.ceil(SIDE / block);
  const colours = Buffer.alloc(cells * cells * 3);
  let x = 2_463_534_242;
  for (let i = 0; i < colours.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    colours[i] = x & 0xff;
  }
  return sharp(colours, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(SIDE, SIDE, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The noisiest blocky logo that still fits in 1 MB. */
async function largestLogo() {
  for (let block = 8; ; block++) {
    const png = await blocks(block);
    if (png.length <= 1024 * 1024) return { png, block };
  }
}

async function pdf(url, cookie, logos = 1) {
  const start = performance.now();
  const res = await fetch(`${url}/api/mapa/pdf?ano=2026&mes=11`, { headers: { cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`MAPA PDF answered ${res.status}`);
  const images = (bytes.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
  if (Math.min(images, 1) !== logos) throw new Error(`the PDF has ${images} images`);
  return performance.now() - start;
}

function upload(url, cookie, png) {
  const body = new FormData();
  body.set('arquivo', new Blob([png], { type: 'image/png' }), 'logo.png');
  return fetch(`${url}/api/company/logo`, { method: 'PUT', headers: { cookie }, body });
}

export async function logoBench() {
  const { png, block } = await largestLogo();
  return withServerOnPostgres({}, async ({ url, pid }) => {
    const { cookie } = await signUp(url, 'Aero Logo', 'dono@aerologo.com.br');
    const idle = rssMb(pid);
    /** `PARALLEL` PDFs at once: the time for all, the slowest's, and the RSS peak. */
    const parallel = (logos) =>
      peakRss(pid, async () => {
        const start = performance.now();
        const all = Array.from({ length: PARALLEL }, () => pdf(url, cookie, logos));
        const times = await Promise.all(all);
        return { wall: performance.now() - start, slowest: Math.max(...times) };
      });
    // The same PDFs without a logo first: what the letterhead's logo adds to them.
    await pdf(url, cookie, 0);
    const bare = await parallel(0);

    const uploadStart = performance.now();
    const up = await peakRss(pid, () => upload(url, cookie, png));
    const uploadMs = performance.now() - uploadStart;
    if (up.result.status !== 200) throw new Error(`logo upload answered ${up.result.status}`);
    const stored = Buffer.from(
      await (await fetch(`${url}/api/company/logo`, { headers: { cookie } })).arrayBuffer(),
    );
    const meta = await sharp(stored).metadata();

    // The probe's logo: its header says 15,800 × 15,800 pixels; refused before any decoding.
    const probe = Buffer.from(png);
    probe.writeUInt32BE(15_800, 16);
    probe.writeUInt32BE(15_800, 20);
    probe.writeUInt32BE(crc32(probe.subarray(12, 29)), 29);
    const refusedStart = performance.now();
    const refused = await upload(url, cookie, probe);
    const refusedMs = performance.now() - refusedStart;

    await pdf(url, cookie); // warm-up
    const one = await peakRss(pid, () => pdf(url, cookie));
    const many = await parallel(1);
    const after = rssMb(pid);
    const mb = (value) => `${Math.round(value)} MB`;
    return [
      {
        metric: `largest logo accepted (${SIDE} × ${SIDE} px, blocks of ${block} px, ${Math.round(png.length / 1024)} KB PNG): upload, re-encoded to ${meta.width} × ${meta.height} (${Math.round(stored.length / 1024)} KB)`,
        value: `${Math.round(uploadMs)} ms · server RSS ${mb(idle)} idle, peak ${mb(up.peak)}`,
        budget: '< 2000 ms, RSS < 400 MB',
        ok: uploadMs < 2000 && up.peak < 400,
      },
      {
        metric: 'the probe (a PNG header of 15,800 × 15,800 px): refused before decoding',
        value: `${refused.status} in ${Math.round(refusedMs)} ms`,
        budget: '400, < 500 ms',
        ok: refused.status === 400 && refusedMs < 500,
      },
      {
        metric: 'MAPA PDF with that logo, one',
        value: `${Math.round(one.result)} ms · server RSS peak ${mb(one.peak)}`,
        budget: '< 1000 ms, RSS < 400 MB',
        ok: one.result < 1000 && one.peak < 400,
      },
      {
        metric: `MAPA PDF without a logo, ${PARALLEL} at once (for comparison)`,
        value: `${Math.round(bare.result.wall)} ms for all · server RSS peak ${mb(bare.peak)}`,
        budget: '—',
        ok: true,
      },
      {
        metric: `MAPA PDF with that logo, ${PARALLEL} at once`,
        value: `${Math.round(many.result.wall)} ms for all (slowest ${Math.round(many.result.slowest)} ms) · server RSS peak ${mb(many.peak)}, ${mb(after)} after`,
        budget: 'RSS < 400 MB',
        ok: many.peak < 400,
      },
    ];
  });
}
