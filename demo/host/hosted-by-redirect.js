// The hosted widget by full-page redirect on the plain-JS demo pages (script tag, loader), where no
// popup can open (webviews): each page is a registered return address, and both globals have the
// same two calls. Back from the widget, the page's address carries the signed result, which
// RetailSync.readHostedResult checks (loading the verifier's file only then); a plain visit holds none.
// Loaded after demo-sandbox.js and the page's own script.
(function () {
  'use strict';
  var RetailSync = window.RetailSync;
  if (!RetailSync) return; // the page's own script says why
  var redirectStatus = document.getElementById('redirect-status');
  document.getElementById('start-redirect').addEventListener('click', function () {
    RetailSync.startHostedRedirect({
      clientId: 'retailsync-demo',
      serviceOrigin: window.demoSandbox,
      returnTo: window.location.origin + window.location.pathname,
    });
  });
  RetailSync.readHostedResult().then(function (answer) {
    if (answer.result) {
      var result = answer.result;
      redirectStatus.textContent =
        'Hosted result: ' +
        (result.outcome === 'error' ? 'error (' + result.code + ')' : result.outcome) +
        ', sync ' +
        (result.syncId || 'none') +
        ', retailers ' +
        (result.retailerIds.join(', ') || 'none');
    } else if (answer.error.code !== 'no_result') {
      redirectStatus.textContent = 'The result was refused (' + answer.error.code + ').';
    }
  });
})();
