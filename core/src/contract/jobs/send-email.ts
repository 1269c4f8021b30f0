import { z } from 'zod';
import { defineJob } from './define-job.ts';

/** One e-mail to one person; the worker renders text and HTML from the kind and its fields. */
export const ZSendEmailPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('signup-code'), to: z.string().min(3), fullName: z.string(), code: z.string().regex(/^\d{6}$/), validMinutes: z.number().int() }),
  z.object({ kind: z.literal('password-reset'), to: z.string().min(3), fullName: z.string(), link: z.string().url(), validMinutes: z.number().int() }),
  z.object({ kind: z.literal('account-deleted'), to: z.string().min(3), fullName: z.string(), purgeOn: z.string() }),
  // the study plan's daily reminder, sent at the learner's chosen local time
  z.object({ kind: z.literal('study-reminder'), to: z.string().min(3), fullName: z.string(), day: z.string(), newWords: z.number().int(), reviewWords: z.number().int(), link: z.string().url() }),
  z.object({ kind: z.literal('support-answer'), to: z.string().min(3), fullName: z.string(), subject: z.string(), answer: z.string(), link: z.string().url() }),
]);
export type TSendEmailPayload = z.infer<typeof ZSendEmailPayload>;

export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: ZSendEmailPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  // a person waits for the sign-up code
  interactive: true,
});
