/**
 * Where the journeys find the sandbox and the demo host app. The ports can be moved
 * (E2E_SANDBOX_PORT, E2E_DEMO_PORT) so that two suites can run on one machine at once.
 */
export const SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 4010);
export const DEMO_PORT = Number(process.env['E2E_DEMO_PORT'] ?? 5173);
export const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
export const DEMO = `http://localhost:${DEMO_PORT}`;
/** The demo page on another site than the sandbox's (127.0.0.1 is not localhost's site): the sandbox is then third-party to it. */
export const DEMO_OTHER_SITE = `http://127.0.0.1:${DEMO_PORT}`;

/**
 * The second OpenID provider (oauth2-mock-server) and the sandbox that trusts its tokens
 * (e2e/second-provider.spec.ts); next to the sandbox's port unless moved.
 */
export const PROVIDER2_PORT = Number(process.env['E2E_PROVIDER2_PORT'] ?? SANDBOX_PORT + 5);
export const SANDBOX2_PORT = Number(process.env['E2E_SANDBOX2_PORT'] ?? SANDBOX_PORT + 6);
export const PROVIDER2 = `http://localhost:${PROVIDER2_PORT}`;
export const SANDBOX2 = `http://localhost:${SANDBOX2_PORT}`;
