// The script-tag demo's host code: plain JS, no build step, in its own file so the page needs no
// inline script. It talks to the bundle only through what a host gets: window.RetailSync, the
// <retail-sync-widget> element and its DOM events.
(function () {
  'use strict';
  var RetailSync = window.RetailSync;
  var log = document.getElementById('event-log');
  var element = document.getElementById('element-widget');

  function record(origin, event) {
    var item = document.createElement('li');
    item.textContent = origin + ' ' + event.type + ' ' + JSON.stringify(event.payload);
    log.prepend(item);
  }

  // The element waits for its required attributes (script-tag.html): the sandbox in use.
  var sandbox = window.demoSandbox; // demo/host/demo-sandbox.js
  element.setAttribute('issuer', sandbox + '/oauth');
  element.setAttribute('api-base-url', sandbox + '/b');

  if (!RetailSync) {
    record('page', { type: 'error', payload: 'dist/retail-sync.js did not load (build it, or its integrity changed)' });
    return;
  }
  document.getElementById('bundle-version').textContent = RetailSync.version;

  // Every event the element re-dispatches on itself, as DOM events named retail-sync:<type>.
  var types = [
    'ready',
    'open',
    'close',
    'resumed',
    'view',
    'auth.started',
    'auth.succeeded',
    'auth.failed',
    'auth.cancelled',
    'auth.signed_out',
    'catalog.loaded',
    'retailer.selected',
    'connection.created',
    'connection.updated',
    'connection.failed',
    'sync.started',
    'sync.status',
    'sync.mfa_required',
    'sync.mfa_submitted',
    'sync.completed',
    'sync.failed',
    'rate_limited',
    'error',
    'exit',
  ];
  types.forEach(function (type) {
    element.addEventListener('retail-sync:' + type, function (event) {
      record('element', event.detail);
    });
  });

  var created = RetailSync.create({
    clientId: 'retailsync-demo',
    issuer: sandbox + '/oauth',
    apiBaseUrl: sandbox + '/b',
    variant: 'B',
  });
  created.session.onAny(function (event) {
    record('create', event);
  });
  document.getElementById('open-created').addEventListener('click', function () {
    created.open();
  });

  // The hosted popup: opened synchronously in the click (a popup opened later is blocked). The
  // bundle loads the code that hears the popup (dist/retail-sync.hosted.js) on demand; listeners
  // added now hear every event, those recorded while it loads included.
  var hostedStatus = document.getElementById('hosted-status');
  document.getElementById('open-hosted').addEventListener('click', function () {
    var hosted = RetailSync.openHosted({ clientId: 'retailsync-demo', serviceOrigin: sandbox });
    if (!hosted.opened) {
      hostedStatus.textContent = 'The browser blocked the popup. Allow popups for this page and try again.';
      return;
    }
    hostedStatus.textContent = 'The widget is open in a popup.';
    hosted.onAny(function (event) {
      record('hosted', event);
    });
    hosted.on('exit', function () {
      hostedStatus.textContent = 'The popup was closed.';
    });
  });
})();
