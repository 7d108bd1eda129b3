import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { stubServer } from '../../test/server.ts';

afterEach(() => vi.unstubAllGlobals());

/** Whether an element or one of its ancestors is hidden by a class at some width. */
const hiddenByClass = (element: Element | null): boolean =>
  element !== null &&
  (element.classList.contains('hidden') || hiddenByClass(element.parentElement));

describe('the login page (spec part 1 §1)', () => {
  it('shows the presentation and the testimonial after the form, on a phone too', async () => {
    stubServer({
      '/api/public-config': {
        contato: { email: 'contato@agrovoo.com.br', whatsapp: null },
        video: 'https://www.youtube-nocookie.com/embed/abc123',
      },
    });
    renderRoute('/auth');
    const submit = await screen.findByRole('button', { name: 'Entrar' });
    const video = await screen.findByRole('button', { name: /Assistir à apresentação/ });
    const testimonial = screen.getByText(/O relatório do MAPA levava uma tarde inteira/);
    for (const below of [video, testimonial]) {
      // After the form in the page's order: what a phone shows below it, one column.
      expect(submit.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(hiddenByClass(below)).toBe(false);
    }
  });
});
