/** The database console's password in the browser tests' product (set in playwright.config.ts). */
export const E2E_SQL_CONSOLE_PASSWORD = 'e2e-console-password';
