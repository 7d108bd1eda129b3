import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The app's server at an address of its own, that a journey stops and starts again (issue 41):
 * stopped, nothing listens there and every connection to it is refused — the page's, the service
 * worker's, the background sync's — as when the server is down. The journeys share one server
 * process (playwright.config.ts), which must go on for the others, so what stops is this address:
 * a pass-through to the app that names the app's own address in Host, Origin and Referer (its
 * sign-in checks the origin). The session's cookie is the host's, shared by both ports.
 */
export async function stoppableServer(app: string) {
  const to = new URL(app);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const asTheApp = (headers: IncomingHttpHeaders): IncomingHttpHeaders => ({
    ...headers,
    host: to.host,
    ...(headers.origin && { origin: to.origin }),
    ...(headers.referer && { referer: headers.referer.replace(/^https?:\/\/[^/]+/, to.origin) }),
  });
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const door = createServer((incoming, answer) => {
        const upstream = request(
          {
            host: to.hostname,
            port: to.port,
            method: incoming.method,
            path: incoming.url,
            headers: asTheApp(incoming.headers),
          },
          (reply) => {
            answer.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(answer);
          },
        );
        upstream.on('error', () => answer.destroy());
        incoming.pipe(upstream);
      });
      door.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      door.once('error', reject);
      // The same port each time: the page and its worker know the server by its address.
      door.listen(port, '127.0.0.1', () => {
        port = (door.address() as AddressInfo).port;
        server = door;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      server = null;
    });
  await start();
  return { url: `http://127.0.0.1:${port}`, start, stop };
}
