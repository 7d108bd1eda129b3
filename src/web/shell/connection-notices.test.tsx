import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionNotices } from './connection-notices.tsx';

const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => vi.restoreAllMocks());

describe('connection notices', () => {
  it('warns while offline with its own code, and refetches what is on screen when back', async () => {
    const client = new QueryClient();
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={client}>
        <ConnectionNotices />
      </QueryClientProvider>,
    );
    expect(screen.queryByText('Você está offline')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você está offlineO que já foi carregado continua visível; para salvar, é preciso conexão.',
    );
    expect(refetch).not.toHaveBeenCalled();
    setOnline(true);
    expect(screen.queryByText('Você está offline')).toBeNull();
    expect(refetch).toHaveBeenCalledWith({ type: 'active' });
  });
});
