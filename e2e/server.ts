/** The server the suite runs against (playwright.config.ts starts it): port, and where its D1 and R2 keep data. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_STATE = '.wrangler/e2e-state';
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
