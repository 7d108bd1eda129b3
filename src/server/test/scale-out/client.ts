import { request } from 'node:http';

/** An answer: status, headers and the body's bytes. */
export type Reply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json(): Record<string, unknown>;
};

export type Call = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * The loopback address the call comes from (127.0.0.x): a client of its own for per-address
   * rules, as nginx and the instances see it by the socket, not by a header anyone can send.
   */
  from?: string;
};

/** An HTTP call with node:http, which can choose the local address (fetch cannot). */
export function call(url: string, options: Call = {}): Promise<Reply> {
  const { method = 'GET', headers = {}, body, from = '127.0.0.1' } = options;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: bytes,
          json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON call: the body serialized, with the content type. */
export function callJson(url: string, body: object, options: Call = {}): Promise<Reply> {
  return call(url, {
    method: 'POST',
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
}

/** The Cookie header that sends back what a reply set. */
export function cookieOf(reply: Reply): string {
  const set = reply.headers['set-cookie'] ?? [];
  return (Array.isArray(set) ? set : [set]).map((line) => line.split(';')[0]).join('; ');
}
