import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { signedIn, stubServer } from '../../test/server.ts';

describe('/operacao: the weather window judged as the readings are typed', () => {
  it('names a reading outside the window, and nothing once it is back inside', async () => {
    stubServer({ '/api/me': signedIn('admin') });
    renderRoute('/operacao');
    const wind = await screen.findByLabelText('Vento no início (km/h)');
    await userEvent.type(wind, '14');
    const box = (await screen.findByText('Fora da janela meteorológica recomendada:'))
      .parentElement;
    expect(box).toHaveTextContent(/vento/i);
    expect(box).toHaveTextContent('A conclusão pedirá sua confirmação');

    await userEvent.clear(wind);
    await userEvent.type(wind, '6');
    await expect
      .poll(() => screen.queryByText('Fora da janela meteorológica recomendada:'))
      .toBeNull();
  });
});
