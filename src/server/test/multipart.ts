/**
 * A multipart/form-data body as a browser's FormData sends it: the fields in order, then the
 * file as `arquivo`. Answers the payload and its content-type header for `app.inject`.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type: string },
) {
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
