// The strict-CSP demo's host code (demo/host/csp.html): plain JS in its own file, so the page needs
// no inline script, no nonce and no Trusted Types policy. It uses only what a script-tag host gets:
// window.RetailSync.
(function () {
  'use strict';
  var log = document.getElementById('event-log');

  function record(event) {
    var item = document.createElement('li');
    // textContent, never innerHTML: the page runs under require-trusted-types-for 'script'.
    item.textContent = event.type + ' ' + JSON.stringify(event.payload);
    log.prepend(item);
  }

  var sandbox = window.demoSandbox; // demo/host/demo-sandbox.js

  // The element waits for its required attributes (csp.html): the sandbox in use.
  var element = document.getElementById('element-widget');
  element.setAttribute('issuer', sandbox + '/oauth');
  element.setAttribute('api-base-url', sandbox + '/b');

  if (!window.RetailSync) {
    record({ type: 'error', payload: 'dist/retail-sync.js did not load (run npm run build)' });
    return;
  }
  var widget = window.RetailSync.create({
    clientId: 'retailsync-demo',
    issuer: sandbox + '/oauth',
    apiBaseUrl: sandbox + '/b',
    variant: 'B',
  });
  widget.session.onAny(record);
  document.getElementById('open-widget').addEventListener('click', function () {
    widget.open();
  });
})();
