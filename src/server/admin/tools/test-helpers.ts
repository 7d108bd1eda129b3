import type { FastifyInstance } from 'fastify';

export const postAs = (
  app: FastifyInstance,
  cookie: string | undefined,
  url: string,
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: cookie ? { cookie } : {},
  });
