import { OAuth2Server } from 'oauth2-mock-server';
import type { IncomingMessage } from 'node:http';
import { DEFAULT_GOOGLE_IDENTITY, IDENTITY_COOKIE, type TGoogleIdentity } from './mock-google.ts';

/**
 * A real OpenID provider over HTTP for the browser tests (oauth2-mock-server): discovery, JWKS,
 * an /authorize that approves at once, and a token endpoint that checks PKCE. The identity in
 * the ID token is the one the browser's identity cookie names at /authorize (see mock-google.ts),
 * remembered per authorization code until the product exchanges it.
 */
const port = Number(process.env.OIDC_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('OIDC_PORT must be the port to listen on');

function identityFromCookie(req: IncomingMessage): TGoogleIdentity {
  const pair = (req.headers.cookie ?? '').split(/;\s*/).find((c) => c.startsWith(`${IDENTITY_COOKIE}=`));
  if (!pair) return { ...DEFAULT_GOOGLE_IDENTITY };
  return JSON.parse(Buffer.from(pair.slice(IDENTITY_COOKIE.length + 1), 'base64url').toString('utf8')) as TGoogleIdentity;
}

const identityByCode = new Map<string, TGoogleIdentity>();
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
  const code = redirect.url.searchParams.get('code');
  if (!code) return;
  identityByCode.set(code, identityFromCookie(req));
  // Codes the product never exchanged should not pile up over a long run.
  if (identityByCode.size > 1000) identityByCode.delete(identityByCode.keys().next().value!);
});
server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: { code?: string } }) => {
  const identity = req.body?.code ? identityByCode.get(req.body.code) : undefined;
  if (identity) Object.assign(token.payload, identity);
});

// The issuer (and so every endpoint in discovery) must be the host the browser holds the identity cookie for; the default would be localhost.
server.issuer.url = `http://127.0.0.1:${port}`;
await server.start(port, '127.0.0.1');
console.log(`mock Google (OpenID provider) at ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
