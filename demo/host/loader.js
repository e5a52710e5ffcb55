// The loader demo's host code: plain JS in its own file (no inline script). It uses only what a host
// gets from dist/retail-sync-loader.js: window.RetailSync.create(), whose handle works at once.
(function () {
  'use strict';
  var RetailSync = window.RetailSync;
  var log = document.getElementById('event-log');

  function record(event) {
    var item = document.createElement('li');
    item.textContent = event.type + ' ' + JSON.stringify(event.payload);
    log.prepend(item);
  }

  var sandbox = window.demoSandbox; // demo/host/demo-sandbox.js

  if (!RetailSync) {
    record({ type: 'error', payload: 'dist/retail-sync-loader.js did not load (build it, or its integrity changed)' });
    return;
  }
  document.getElementById('bundle-version').textContent = RetailSync.version;

  // ?locale=es or fr: the widget then loads that catalogue file (dist/retail-sync.es.js, ...).
  var locale = new URLSearchParams(window.location.search).get('locale');
  var widget = RetailSync.create({
    clientId: 'retailsync-demo',
    issuer: sandbox + '/oauth',
    apiBaseUrl: sandbox + '/b',
    variant: 'B',
    locale: locale === 'es' || locale === 'fr' ? locale : 'en',
  });
  // Registered before the widget's code is there: the loader queues them.
  [
    'open',
    'resumed',
    'catalog.loaded',
    'retailer.selected',
    'connection.created',
    'sync.completed',
    'close',
    'exit',
  ].forEach(function (type) {
    widget.on(type, record);
  });
  document.getElementById('open-widget').addEventListener('click', function () {
    widget.open();
  });

  // The hosted popup, through the loader: opened in the click, it loads only the hosted opener's
  // file, never the widget. Its events are logged with the label 'hosted'.
  document.getElementById('open-hosted').addEventListener('click', function () {
    RetailSync.openHosted({ clientId: 'retailsync-demo', serviceOrigin: sandbox }).onAny(function (event) {
      record({ type: 'hosted ' + event.type, payload: event.payload });
    });
  });
})();
