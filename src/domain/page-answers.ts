/**
 * The id of the `<script type="application/json">` in which a page the server rendered with its
 * data carries the answers it was drawn from (the server's `http/page-render.ts`, the web's
 * `lib/page-answers.ts`). A file of its own: the web's first load carries it, and nothing else
 * of the site's constants.
 */
export const PAGE_ANSWERS_ID = 'page-answers';
