/**
 * How many server test files run at once, each on a database of its own (global-setup.ts makes
 * them; harness.ts picks one by the worker's pool id). Two: the machines these run on have two cores.
 */
export const TEST_DATABASES = 2;
