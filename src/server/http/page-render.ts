import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { PAGE_ANSWERS_ID } from '../../domain/page-answers.ts';

/** The build's renderer (`src/web/prerender.tsx`, kept by scripts/prerender.mjs). */
type Renderer = {
  renderWithData(path: string, answers: Record<string, unknown>): { body: string; state: unknown };
};

/**
 * The company pages drawn with their data in their HTML (issue 43 item 1): the dashboard and
 * `/recursos-humanos`, whose largest text is their data and painted only once the app's code
 * and its reads had come (LCP 2.8 and 3.2 s). For a visit of the office or a member, the server
 * makes the page's first reads as the visit's own requests (its cookie, its address), renders the
 * page with their answers with the build's renderer (the same React components the app draws)
 * and sends the answers with it, from which the app draws the same page without reading them
 * again (`src/web/lib/page-answers.ts`). The renderer is loaded with the first such page.
 */
export function dataPageRenderer(webDir: string) {
  const dir = join(webDir, '..', 'render');
  const listed = join(dir, 'data-pages.json');
  const paths = new Set<string>(existsSync(listed) ? JSON.parse(readFileSync(listed, 'utf8')) : []);
  let loading: Promise<Renderer> | undefined;
  const renderer = () =>
    (loading ??= import(pathToFileURL(join(dir, 'prerender.js')).href) as Promise<Renderer>);

  return {
    /** Whether the page at `path` is drawn with its data. */
    renders: (path: string) => paths.has(path),
    /**
     * `html` (the page's loading screen) with the page drawn from the answers to `reads`, or
     * null when one of them is not a 200 (a company whose subscription has ended, a role the
     * page refuses): the loading screen then does as it does for any page.
     */
    async render(request: FastifyRequest, path: string, html: string, reads: string[]) {
      const answers = await answersTo(request, reads);
      if (!answers) return null;
      const { body, state } = (await renderer()).renderWithData(path, answers);
      return withPage(html, body, state);
    },
  };
}

/** The answers to `reads`, asked with the visit's session and address; null if one failed. */
async function answersTo(request: FastifyRequest, reads: string[]) {
  const replies = await Promise.all(
    reads.map((url) =>
      request.server.inject({
        method: 'GET',
        url,
        headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
        remoteAddress: request.ip,
      }),
    ),
  );
  if (replies.some((reply) => reply.statusCode !== 200)) return null;
  return Object.fromEntries(reads.map((url, k) => [url, replies[k]!.json()]));
}

const ROOT = '<div id="root">';

/**
 * The loading screen's HTML with the page drawn in its root, and the answers after it, as JSON
 * that no `</script>` in a name can close (`<` written as its escape).
 */
export function withPage(html: string, body: string, state: unknown) {
  const start = html.indexOf(ROOT) + ROOT.length;
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (start < ROOT.length || end < start) throw new Error('the page has no root to draw in');
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `${html.slice(0, start)}${body}</div>\n    <script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>${html.slice(end + '</div>'.length)}`;
}
