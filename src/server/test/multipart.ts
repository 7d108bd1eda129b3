import type { FastifyInstance } from 'fastify';

type FormFile = { name: string; content: Buffer; type: string };

/**
 * A multipart/form-data body as a browser's FormData sends it: the fields in order, then the
 * file as `arquivo`. Answers the payload and its content-type header for `app.inject`.
 */
export function multipartBody(fields: Record<string, string>, file?: FormFile) {
  const boundary = '----agrovoo-test';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `fields` and `file` as a form (multipartBody) to `url` with the session `cookie`. */
export function sendForm(
  app: FastifyInstance,
  to: { method: 'POST' | 'PUT'; url: string; cookie: string },
  fields: Record<string, string>,
  file?: FormFile,
) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: to.method,
    url: to.url,
    payload: body.payload,
    headers: { ...body.headers, cookie: to.cookie },
  });
}

export type FilePart = { name: string; content: Buffer; type?: string };

/** A multipart body of several files, each as `arquivos` (an import of geographic files). */
export function filesBody(files: FilePart[]) {
  const boundary = '----agrovoo-arquivos';
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivos"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
