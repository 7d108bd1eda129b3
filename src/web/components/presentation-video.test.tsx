import { screen, waitFor } from '@testing-library/react';
import { renderWithQueries } from '../test/render-with-queries.tsx';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../test/server.ts';
import { PresentationVideo } from './presentation-video.tsx';

afterEach(() => vi.unstubAllGlobals());

const show = () => renderWithQueries(<PresentationVideo />);

describe('the presentation video', () => {
  it('requests nothing from the video host until play is pressed', async () => {
    stubServer({
      '/api/public-config': {
        contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
        video: 'https://www.youtube-nocookie.com/embed/abc123',
      },
    });
    show();
    const play = await screen.findByRole('button', { name: /Assistir à apresentação/ });
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    expect(screen.getByTitle('Apresentação do AgroVoo')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    );
  });

  it('shows nothing without a configured video', async () => {
    const fetch = stubServer({
      '/api/public-config': {
        contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
        video: null,
      },
    });
    show();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
