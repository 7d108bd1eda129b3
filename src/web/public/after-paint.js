// The pages rendered at build time start the app after their first paint
// (scripts/boot-after-paint.mjs puts this script in place of the entry's tag): their HTML and
// stylesheet alone paint the page (a public page whole, a company page its header), and no
// script or read is requested before it (Lighthouse counts what was requested before the first
// paint in its FCP and LCP). A company page's code (`data-modules`) and first reads
// (`data-reads`, filled by the server for the visit) are then requested together with the
// entry, as preloads the app takes when it asks for them. A page opened in a background tab,
// which paints nothing, starts the app after a second.
/* global document, requestAnimationFrame, window */
(function () {
  var data = document.currentScript.dataset;
  var started = false;
  /** A preload of each of `list`'s files. */
  function preloads(list, rel, as) {
    return (list || '')
      .split(' ')
      .filter(Boolean)
      .map(function (href) {
        var link = document.createElement('link');
        link.rel = rel;
        if (as) link.as = as;
        link.crossOrigin = 'anonymous';
        link.href = href;
        return link;
      });
  }
  // Tags put in the document a few to a task: each starts a request there and then (a few ms on
  // a slow phone), and a company page's 40 in one task were its longest one after the first
  // paint (docs/benchmarks.md, "/operacao's first render").
  var PER_TASK = 4;
  function append(tags) {
    tags.slice(0, PER_TASK).forEach(function (tag) {
      document.head.appendChild(tag);
    });
    if (tags.length > PER_TASK)
      setTimeout(function () {
        append(tags.slice(PER_TASK));
      }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = data.entry;
    // The entry first, then the reads: the app's start never waits for a later task (a
    // background tab runs a timer once a second).
    append(
      [script].concat(
        preloads(data.reads, 'preload', 'fetch'),
        preloads(data.modules, 'modulepreload'),
      ),
    );
  }
  // A company page takes Ctrl+K (⌘K on a Mac) from its first paint: a press before the app has
  // started is marked on the document, and the palette opens once it has
  // (src/web/shell/palette-shortcut.ts, which then listens itself).
  var marks = document.documentElement.dataset;
  if ('reads' in data)
    window.addEventListener('keydown', function early(event) {
      if (marks.palette === 'listening') return window.removeEventListener('keydown', early);
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      marks.palette = 'asked';
    });
  // A referral link (`?ref=`) starts the app at once: the app keeps the code
  // (src/web/lib/affiliate-ref.ts) and a visitor may follow the page's link to the sign-up
  // before the first paint's turn comes.
  if (/[?&]ref=/.test(window.location.search)) return start();
  // After the first contentful paint as the browser records it: a frame's requestAnimationFrame
  // runs before that frame is painted, and the entry's request then still fell before the paint
  // (the landing page's LCP read 1.5–1.7 s instead of about 1 s).
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // A browser that does not report paints: two frames on.
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  setTimeout(start, 1000);
})();
