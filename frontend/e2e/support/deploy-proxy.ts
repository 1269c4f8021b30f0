import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the connection or the encoding of a body that fetch has already decoded. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'host']);

export type DeployProxy = {
  origin: string;
  /** Serves `script` as /sw.js from now on, as a new deploy of the product would. */
  deployServiceWorker(script: string): void;
  /** How many times a browser has asked this origin for /sw.js. */
  serviceWorkerRequests(): number;
  close(): Promise<void>;
};

/**
 * A second origin in front of the product under test: every request goes on to the product
 * unchanged, except /sw.js, which is the product's own until the test deploys another. Service
 * workers belong to an origin, so the deploy reaches only the pages the test opens here.
 */
export async function startDeployProxy(productOrigin: string): Promise<DeployProxy> {
  let serviceWorker = await (await fetch(`${productOrigin}/sw.js`)).text();
  let swRequests = 0;
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.url === '/sw.js') {
        swRequests += 1;
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        response.end(serviceWorker);
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name, value]) => !HOP_HEADERS.has(name) && typeof value === 'string')) as Record<string, string>;
      const answer = await fetch(`${productOrigin}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'set-cookie') out[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      response.writeHead(answer.status, out);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deployServiceWorker(script) {
      serviceWorker = script;
    },
    serviceWorkerRequests: () => swRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
