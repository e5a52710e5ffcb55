import { ConnectRetailers } from './connect-retailers';

/** A server component: rendered at build time, with the client component inside. */
export default function Home() {
  return (
    <main>
      <h1>Next.js shop</h1>
      <ConnectRetailers />
    </main>
  );
}
