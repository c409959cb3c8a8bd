/** The servers the suite runs against (playwright.config.ts starts them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Where the suite's local D1 and R2 keep data: its own, emptied at start. */
export const E2E_STATE = '.wrangler/e2e-state';
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The email API stub (e2e/email-stub.mjs) the quote function notifies. */
export const EMAIL_STUB_URL = `http://127.0.0.1:${E2E_PORT + 100}`;
/** Who the stub "emails": the quote function's QUOTE_NOTIFY_TO in the suite. */
export const NOTIFY_TO = 'estimating@stratum.test';
/**
 * One id per run of the suite, shared by its workers (they inherit the environment the config set):
 * markers carry it, so a stub or database kept from an earlier local run never answers for this one.
 */
export const RUN_ID = (process.env.E2E_RUN_ID ??= Date.now().toString(36));
