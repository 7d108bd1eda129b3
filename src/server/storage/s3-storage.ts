import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../platform/config.ts';
import { checkedKey, type Storage } from './storage.ts';

/**
 * S3's smallest multipart part. A file up to this size goes in one PUT, a larger one in parts of
 * exactly this size (R2 wants every part but the last of one size), so an upload holds about one
 * part in memory, whatever the attachment limit (20 MB).
 */
export const PART_BYTES = 5 * 1024 * 1024;

/** The stream cut into parts of PART_BYTES; `last` marks the final one (empty for no bytes). */
export async function* partsOf(stream: Readable) {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length <= PART_BYTES) continue;
    let pending = Buffer.concat(chunks);
    // Only a part followed by more bytes is yielded here, so `last` is known without a lookahead.
    while (pending.length > PART_BYTES) {
      yield { body: pending.subarray(0, PART_BYTES), last: false };
      pending = pending.subarray(PART_BYTES);
    }
    chunks = [pending];
    length = pending.length;
  }
  yield { body: Buffer.concat(chunks), last: true };
}

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const xmlValue = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/**
 * Objects in a bucket of any S3-compatible service (AWS S3, MinIO, Cloudflare R2, Backblaze B2),
 * each request signed with SigV4 and every body's SHA-256 sent for the service to check.
 */
export function s3Storage(config: S3Config): Storage {
  // A few retries of 5xx and 429 answers (S3 asks to slow down with 503), milliseconds apart.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 3,
  });
  const { protocol, host } = new URL(config.endpoint);
  const bucketUrl = config.pathStyle
    ? `${protocol}//${host}/${config.bucket}`
    : `${protocol}//${config.bucket}.${host}`;
  const objectUrl = (key: string) => `${bucketUrl}/${config.prefix}${checkedKey(key)}`;

  async function send(method: string, url: string, body?: Buffer<ArrayBuffer> | string) {
    const response = await client.fetch(url, {
      method,
      body,
      headers: { 'x-amz-content-sha256': sha256(body ?? '') },
    });
    if (response.ok) return response;
    const code = xmlValue(await response.text(), 'Code') ?? String(response.status);
    throw Object.assign(new Error(`S3 ${method} ${url}: ${response.status} ${code}`), {
      // Like a missing file on disk.
      code: code === 'NoSuchKey' ? 'ENOENT' : code,
    });
  }

  /** One multipart upload: its parts in order, then complete (or abort after a failure). */
  async function startUpload(url: string) {
    const created = await (await send('POST', `${url}?uploads`)).text();
    const uploadId = xmlValue(created, 'UploadId');
    if (!uploadId) throw new Error(`S3 multipart upload not started: ${created}`);
    const query = `uploadId=${encodeURIComponent(uploadId)}`;
    const etags: string[] = [];
    return {
      async add(body: Buffer<ArrayBuffer>) {
        const answer = await send('PUT', `${url}?partNumber=${etags.length + 1}&${query}`, body);
        etags.push(answer.headers.get('etag') ?? '');
      },
      async complete() {
        const parts = etags.map(
          (etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`,
        );
        const body = `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`;
        // S3 may answer 200 and still report a failure in the body.
        const answer = await (await send('POST', `${url}?${query}`, body)).text();
        if (answer.includes('<Error>')) throw new Error(`S3 multipart upload failed: ${answer}`);
      },
      // Best effort: a bucket lifecycle rule removes what an abort could not.
      abort: () =>
        send('DELETE', `${url}?${query}`).then(
          () => undefined,
          () => undefined,
        ),
    };
  }

  return {
    async put(stream) {
      const key = randomUUID();
      const url = objectUrl(key);
      let size = 0;
      let upload: Awaited<ReturnType<typeof startUpload>> | undefined;
      try {
        for await (const { body, last } of partsOf(stream)) {
          size += body.length;
          if (last && !upload) await send('PUT', url, body);
          else await (upload ??= await startUpload(url)).add(body);
        }
        await upload?.complete();
      } catch (error) {
        await upload?.abort();
        throw error;
      }
      return { key, size };
    },
    read(key) {
      const url = objectUrl(key);
      const out = new PassThrough();
      send('GET', url)
        .then((response) => pipeline(Readable.fromWeb(response.body as ReadableStream), out))
        .catch((error: Error) => out.destroy(error));
      return out;
    },
    async remove(key) {
      await send('DELETE', objectUrl(key));
    },
  };
}
