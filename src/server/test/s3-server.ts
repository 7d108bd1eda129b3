import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';

/** s3rver's one account. */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server on loopback with the bucket 'agrovoo', files in a temporary
 * directory. It checks SigV4 signatures (except with `allowMismatchedSignatures`): this is the
 * @20minutes fork of s3rver, because s3rver 3 accepts any SigV4 signature unchecked.
 */
export async function startS3Server(options: { allowMismatchedSignatures?: boolean } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'agrovoo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    serviceEndpoint: 'localhost',
    configureBuckets: [{ name: 'agrovoo' }],
    ...options,
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: 'agrovoo',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_PATH_STYLE: 'true',
  };
  const client = new AwsClient({
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    service: 's3',
    region: 'us-east-1',
  });
  return {
    port,
    /** The variables that point the app at this server (path-style). */
    env,
    /** Every object name in the bucket, listed through the S3 API. */
    async keys() {
      const response = await client.fetch(`${env.S3_ENDPOINT}/agrovoo?list-type=2`);
      const xml = await response.text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!);
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
