import { completeCallbackPage } from 'retail-sync-widget/callback';

if (completeCallbackPage() === 'no_opener') {
  document.getElementById('message').textContent = 'Sign-in finished. You can close this window.';
}
