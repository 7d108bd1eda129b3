import { describe, expect, it } from 'vitest';
import { PAGE_HEADINGS } from '../page-headings.ts';
import { DATA_PATHS, LOADING_PATHS, PRERENDERED_PATHS, render } from '../prerender.tsx';

/** The text of an HTML fragment, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("a company page's loading screen (issue 43 item 1)", () => {
  it.each(Object.entries(PAGE_HEADINGS))(
    '%s carries its header under the frame, kept until the session is known',
    (path, heading) => {
      const { head, body } = render(path);
      expect(body.startsWith('<div data-prerendered="session" inert="" aria-hidden="true">')).toBe(
        true,
      );
      expect(body).toContain(
        `<h1 class="flex min-h-9.5 items-center text-2xl font-bold text-ink-900">${heading.title}</h1>`,
      );
      expect(text(body)).toContain(heading.intro);
      expect(body).toContain('<main id="conteudo"');
      expect(head).toContain(`<title>${heading.title} — AgroVoo</title>`);
      expect(head).toContain('name="robots" content="noindex"');
    },
  );

  it('is rendered for every page with a static header or drawn with its data, and the public pages stay unmarked', () => {
    expect([...LOADING_PATHS].sort()).toEqual(
      [...new Set([...Object.keys(PAGE_HEADINGS), ...DATA_PATHS])].sort(),
    );
    for (const path of PRERENDERED_PATHS)
      expect(render(path).body.startsWith('<div data-prerendered="" inert="">')).toBe(true);
  });
});

describe('the loading screen of a page drawn with its data (issue 43 item 1)', () => {
  it('is the page with no data yet: the dashboard its title, kept until the session is known', () => {
    const { head, body } = render('/dashboard');
    expect(body.startsWith('<div data-prerendered="session" inert="" aria-hidden="true">')).toBe(
      true,
    );
    expect(body).toContain('<h1 class="text-2xl font-bold text-ink-900">Dashboard</h1>');
    expect(head).toContain('<title>Dashboard — AgroVoo</title>');
  });
});
