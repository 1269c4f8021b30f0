import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILES = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

/**
 * Writes a gzip copy (level 9) beside every text file of the finished build, pages included, so
 * the server sends it as it is (inert's lookupCompressed) instead of compressing each response:
 * the API compresses only answers too large for one round trip (api/src/server.ts), and this
 * keeps every script and stylesheet small on the wire whatever its size. Runs last in the
 * server-side build, after the pre-rendered pages are written.
 */
export function precompressBuild({ distDir }: { distDir: string }): Plugin {
  return {
    name: 'wordbook:precompress-build',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of fs.readdirSync(distDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !TEXT_FILES.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const content = fs.readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          const gzipped = zlib.gzipSync(content, { level: 9 });
          if (gzipped.length < content.length) fs.writeFileSync(`${file}.gz`, gzipped);
        }
      },
    },
  };
}
