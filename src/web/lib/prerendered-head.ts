/**
 * The head tags of a page rendered at build time (marked `data-prerendered-head` by
 * scripts/prerender.mjs) give way to the app's own once the app has put its title in the head,
 * not before: React renders over a prerendered page as a transition, in slices, and the
 * document must never be without a title meanwhile (axe 'document-title'; search engines and
 * screen readers read it at any moment).
 */
export function dropPrerenderedHeadWhenReplaced(head: HTMLHeadElement = document.head) {
  const tags = [...head.querySelectorAll('[data-prerendered-head]')];
  if (tags.length === 0) return;
  const replaced = () => !!head.querySelector('title:not([data-prerendered-head])');
  const drop = () => tags.forEach((tag) => tag.remove());
  if (replaced()) return drop();
  const observer = new MutationObserver(() => {
    if (!replaced()) return;
    observer.disconnect();
    drop();
  });
  observer.observe(head, { childList: true });
}
