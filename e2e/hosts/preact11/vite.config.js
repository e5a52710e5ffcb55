import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// Two pages: the app, and the sign-in callback page, whose script imports the package's handler
// (`retail-sync-widget/callback`), so the bundler emits it with the app's other files.
export default defineConfig({
  plugins: [preact()],
  build: { rolldownOptions: { input: ['index.html', 'callback.html'] } },
});
