/**
 * Where the journeys find the sandbox and the demo host app. The ports can be moved
 * (E2E_SANDBOX_PORT, E2E_DEMO_PORT) so that two suites can run on one machine at once.
 */
export const SANDBOX_PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? 4010);
export const DEMO_PORT = Number(process.env['E2E_DEMO_PORT'] ?? 5173);
export const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
export const DEMO = `http://localhost:${DEMO_PORT}`;
