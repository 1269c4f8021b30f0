import { sendEmailJob } from '@wordbook/core/contract/jobs/send-email';
import { claimSmtpSend, markSmtpResult, storeOutboxMessage } from '@wordbook/sql/queries/outbox';
import { serverEnv } from '@wordbook/sql/server-env';
import { defineHandler } from '../job-handler.ts';
import { sendViaSmtp } from '../providers/mail/smtp-transport.ts';
import { renderEmail } from '../providers/mail/templates.ts';

/**
 * Sends one e-mail. The outbox row keyed by the job id is the done-marker: without SMTP the row
 * is the delivery (shown at /dev/mailbox); with SMTP it is claimed before the hand-over, so a
 * retried or duplicated job never sends twice (a hand-over SMTP refused may be tried again).
 */
export const sendEmailHandler = defineHandler({
  definition: sendEmailJob,
  streams: false,
  handle: async ({ jobId, payload, pool, log }) => {
    const env = serverEnv();
    const rendered = renderEmail(payload);
    const message = { jobId, kind: payload.kind, to: payload.to, ...rendered };
    if (!env.SMTP_URL) {
      const stored = await storeOutboxMessage(pool, message);
      if (stored) log.info({ to: payload.to, subject: rendered.subject, kind: payload.kind }, 'e-mail kept in the outbox (no SMTP_URL); see /dev/mailbox');
      return;
    }
    const claim = await claimSmtpSend(pool, message);
    if (!claim) {
      log.info('e-mail already handed to SMTP; not sending again');
      return;
    }
    try {
      await sendViaSmtp(env.SMTP_URL, { from: env.MAIL_FROM, to: payload.to, subject: rendered.subject, text: rendered.text, html: rendered.html });
    } catch (error) {
      await markSmtpResult(pool, { id: claim.id, error: (error as Error).message });
      throw error;
    }
    await markSmtpResult(pool, { id: claim.id, error: null });
    log.info({ to: payload.to, kind: payload.kind }, 'e-mail sent');
  },
});
