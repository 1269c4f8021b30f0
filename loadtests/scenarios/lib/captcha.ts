import type { TLoadClient } from './client.ts';

/**
 * Solves the product's ALTCHA proof of work as the browser widget does: find the counter whose
 * key (SHA-256 of salt + nonce + counter as 4 big-endian bytes, re-hashed `cost` times) starts
 * with the signed prefix. Written here, not taken from altcha-lib, because k6 cannot load Node
 * modules; the API test for sign-up proves it against the real verifier.
 */
type TChallenge = { parameters: { nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string }; signature?: string };

const hexToBytes = (hex: string): Uint8Array => {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};
const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function solveChallenge(client: TLoadClient, challenge: TChallenge, maxCounter = 10_000_000): string {
  const { nonce, salt, cost, keyPrefix } = challenge.parameters;
  const keyLength = challenge.parameters.keyLength ?? 32;
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const data = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  data.set(saltBytes, 0);
  data.set(nonceBytes, saltBytes.length);
  const view = new DataView(data.buffer);
  for (let counter = 0; counter <= maxCounter; counter++) {
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false);
    let key = client.sha256(data);
    for (let i = 1; i < Math.max(1, cost); i++) key = client.sha256(key);
    const hex = bytesToHex(key.subarray(0, keyLength));
    if (hex.startsWith(keyPrefix)) {
      const solution = { counter, derivedKey: hex };
      return client.base64(JSON.stringify({ challenge, solution }));
    }
  }
  throw new Error('captcha not solved');
}

/** GET a challenge and solve it: the token for POST /api/signup and /api/login. */
export async function captchaToken(client: TLoadClient): Promise<string> {
  const res = await client.request({ method: 'GET', path: '/api/captcha/challenge', name: 'GET /api/captcha/challenge' });
  client.check('captcha challenge 200', res.status === 200);
  return solveChallenge(client, JSON.parse(res.body) as TChallenge);
}
