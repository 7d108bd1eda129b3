import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, titled, withErrorTitle } from './api.ts';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('returns the JSON of a successful call, sending JSON with the session cookie', async () => {
    const fetchMock = respond(200, { id: 7 });
    await expect(api('/api/coisas', { body: { nome: 'Soja' } })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith('/api/coisas', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"nome":"Soja"}',
    });
  });

  it('sends a FormData upload as it is, letting it set its multipart content type', async () => {
    const fetchMock = respond(201, { id: 'a' });
    const body = new FormData();
    body.set('tipo', 'foto');
    await api('/api/operations/x/anexos', { body });
    expect(fetchMock).toHaveBeenCalledWith('/api/operations/x/anexos', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body,
    });
  });

  it('turns the server error shape into an ApiError with code and fields', async () => {
    respond(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Dados inválidos: verifique area_ha.',
        fields: { area_ha: 'Deve ser maior que 0' },
      },
    });
    const error = await api('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Dados inválidos: verifique area_ha.',
      fields: { area_ha: 'Deve ser maior que 0' },
    });
  });

  it('explains in Portuguese when the answer is not ours', async () => {
    respond(502, '<html>Bad Gateway</html>');
    await expect(api('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: expect.stringMatching(/servidor/),
    });
  });

  it('explains in Portuguese when there is no connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/api/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: expect.stringMatching(/conexão/),
    });
  });
});

describe('titled', () => {
  const refused = new ApiError(409, 'AFFILIATE_EXISTS', 'Você já é um afiliado', {});
  const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Verifique os campos', {
    cpf: 'CPF inválido',
  });
  it.each([
    [
      "the server's reason after the title",
      refused,
      undefined,
      'Erro ao criar afiliado: Você já é um afiliado',
    ],
    ['a refused field as it is (its field says why)', invalid, undefined, 'Verifique os campos'],
    ['no answer: the title alone', new TypeError('fetch'), undefined, 'Erro ao criar afiliado'],
    [
      'no answer, with a fallback',
      new TypeError('fetch'),
      'Tente novamente',
      'Erro ao criar afiliado: Tente novamente',
    ],
  ])('%s', (_, error, fallback, message) => {
    const said = titled(error, 'Erro ao criar afiliado', fallback);
    expect(said).toBeInstanceOf(ApiError);
    expect(said.message).toBe(message);
  });
  it('keeps the fields of a refusal', () => {
    expect(titled(invalid, 'Erro ao cadastrar afiliado').fields).toEqual({ cpf: 'CPF inválido' });
  });
});

describe('withErrorTitle', () => {
  it('answers what the work answers', async () => {
    expect(await withErrorTitle(Promise.resolve(7), 'Erro ao contar')).toBe(7);
  });
  it('fails as titled says the failure', async () => {
    const refused = new ApiError(409, 'AFFILIATE_EXISTS', 'Você já é um afiliado', {});
    const failure = withErrorTitle(Promise.reject(refused), 'Erro ao criar afiliado');
    await expect(failure).rejects.toMatchObject({
      status: 409,
      code: 'AFFILIATE_EXISTS',
      message: 'Erro ao criar afiliado: Você já é um afiliado',
    });
    await expect(
      withErrorTitle(
        Promise.reject(new TypeError('fetch')),
        'Erro ao criar afiliado',
        'Tente novamente',
      ),
    ).rejects.toThrow('Erro ao criar afiliado: Tente novamente');
  });
});
