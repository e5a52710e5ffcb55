// OAuth redirect page for the inline widget. It hands the authorization response to the window
// that opened it, on this same origin only. It never exchanges the code itself.
(function () {
  var search = window.location.search;
  // Drop the code from this window's URL and history before anything else can read it.
  window.history.replaceState(null, '', window.location.pathname);
  if (window.opener && window.opener !== window) {
    window.opener.postMessage({ type: 'retail-sync:oauth-callback', search: search }, window.location.origin);
    // The widget closes this window once it has the message. Closing here at once would race it:
    // the opener could see `closed` before the message is dispatched and report a cancelled
    // sign-in. So this is only a fallback for an opener that never answers.
    window.setTimeout(function () {
      window.close();
    }, 3000);
  } else {
    document.getElementById('message').textContent = 'Sign-in finished. You can close this window.';
  }
})();
