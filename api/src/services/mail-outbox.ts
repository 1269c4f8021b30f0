import { sendEmailJob, type TSendEmailPayload } from '@wordbook/core/contract/jobs/send-email';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { sendJob, type Boss } from '@wordbook/sql/queue';

/** Enqueues an e-mail inside the caller's transaction: it is sent only if the rows asking for it commit. */
export async function enqueueEmail(boss: Boss, tx: CommonQueryMethods, payload: TSendEmailPayload): Promise<void> {
  await sendJob(boss, tx, sendEmailJob, payload);
}

/** Links in e-mails use the product's own origin. */
export { publicOrigin } from '@wordbook/sql/server-env';
