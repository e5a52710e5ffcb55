import { defineConfig } from 'vite';

// The shop lives under a path of its origin, as many do: the app, its public files and the
// sign-in callback page are all served under /shop/.
export default defineConfig({ base: '/shop/' });
