import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * For `npx vitest run --root frontend`. The root vitest.config.ts has an equivalent `frontend`
 * project; both keep Playwright's e2e/*.spec.ts out of Vitest.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
    },
  }),
);
