import { sendEmailJob, type TSendEmailPayload } from '@wordbook/core/contract/jobs/send-email';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { sendJob, type Boss } from '@wordbook/sql/queue';
import type { TServerEnv } from '@wordbook/sql/server-env';

/** Enqueues an e-mail inside the caller's transaction: it is sent only if the rows asking for it commit. */
export async function enqueueEmail(boss: Boss, tx: CommonQueryMethods, payload: TSendEmailPayload): Promise<void> {
  await sendJob(boss, tx, sendEmailJob, payload);
}

/**
 * The product's own origin for links in e-mails: PUBLIC_URL, else this machine's port. Never the
 * request's Host header, which a caller controls (a reset link must not point elsewhere).
 */
export function publicOrigin(env: TServerEnv): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
}
