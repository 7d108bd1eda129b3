// The public pages rendered at build time start the app after their first paint
// (scripts/public-boot.mjs puts this script in place of the entry's tag): their HTML and
// stylesheet alone paint the page, heading included, and no script is requested before it
// (Lighthouse counts what was requested before the first paint in its FCP and LCP). A page
// opened in a background tab, which paints no frame, starts the app after a second.
/* global document, requestAnimationFrame, window */
(function () {
  var entry = document.currentScript.dataset.entry;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A referral link (`?ref=`) starts the app at once: the app keeps the code
  // (src/web/lib/affiliate-ref.ts) and a visitor may follow the page's link to the sign-up
  // before the first paint's turn comes.
  if (/[?&]ref=/.test(window.location.search)) return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
