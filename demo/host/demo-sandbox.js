// Which sandbox the plain-JS demo pages (script tag, loader, strict CSP) talk to; loaded before
// their own script. ?sandbox=http://localhost:4410 points a page at a sandbox on another port (the
// end-to-end tests run their own). Only loopback http origins are taken: these are local demo pages.
window.demoSandbox = (function () {
  'use strict';
  var requested = new URLSearchParams(window.location.search).get('sandbox');
  return requested && /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}$/.test(requested)
    ? requested
    : 'http://localhost:4010';
})();
