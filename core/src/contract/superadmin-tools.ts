import { z } from 'zod';

/**
 * The superadmin tools beyond document 1 §7's table: the audit log, recent issues, daily figures,
 * the system (queues, workers, database) and maintenance mode, billing across users.
 */

const queryInt = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z.number({ invalid_type_error: `Must be a whole number from ${min} to ${max}.` }).int().min(min, `Must be a whole number from ${min} to ${max}.`).max(max, `Must be a whole number from ${min} to ${max}.`),
  );
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional());
const optionalDate = z.preprocess((v) => (v === '' ? undefined : v), z.string().date('Use a date like 2026-01-31.').optional());

export const LOG_PAGE_SIZES = [20, 50, 100] as const;

export const ZAuditLogQuery = z.object({
  page: queryInt(1, 1, 100_000),
  limit: queryInt(50, 1, 100),
  /** An action or the start of one: 'user.' matches user.edit, user.ban… */
  action: optionalText,
  /** The actor's username, e-mail or id. */
  actor: optionalText,
  targetId: optionalText,
  from: optionalDate,
  to: optionalDate,
});
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.unknown()),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLogResponse = z.object({ items: z.array(ZAuditEntry), total: z.number().int() });

export const ZFailedJob = z.object({ id: z.string(), queue: z.string(), failedAt: z.string(), error: z.string().nullable() });
export type TFailedJob = z.infer<typeof ZFailedJob>;
/** Recent issues: failed jobs and the staff actions that signal trouble (bans, suspensions, maintenance). */
export const ZRecentIssuesResponse = z.object({ failedJobs: z.array(ZFailedJob), auditEntries: z.array(ZAuditEntry) });

export const ZDailyStatsQuery = z.object({ days: queryInt(30, 7, 90) });
export const ZDailyFigures = z.object({
  date: z.string(),
  signups: z.number().int(),
  activeLearners: z.number().int(),
  practiceAnswers: z.number().int(),
  aiJobs: z.number().int(),
});
export type TDailyFigures = z.infer<typeof ZDailyFigures>;
export const ZDailyStatsResponse = z.object({ days: z.array(ZDailyFigures) });

export const ZQueueState = z.object({
  name: z.string(),
  /** Jobs waiting to run (created or waiting to be retried). */
  depth: z.number().int(),
  active: z.number().int(),
  /** Seconds since the oldest waiting job was created; null when none waits. */
  oldestAgeSeconds: z.number().int().nullable(),
  failed: z.number().int(),
  failedLastDay: z.number().int(),
  deadLetter: z.boolean(),
});
export type TQueueState = z.infer<typeof ZQueueState>;
export const ZWorkerState = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  queues: z.array(z.string()),
  concurrency: z.number().int(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  stoppedAt: z.string().nullable(),
});
export const ZMaintenanceState = z.object({ enabled: z.boolean(), message: z.string(), changedAt: z.string().nullable() });
export type TMaintenanceState = z.infer<typeof ZMaintenanceState>;
export const ZSystemResponse = z.object({
  queues: z.array(ZQueueState),
  workers: z.array(ZWorkerState),
  databaseBytes: z.number(),
  maintenance: ZMaintenanceState,
});
export type TSystemResponse = z.infer<typeof ZSystemResponse>;
export const ZQueueRetryResponse = z.object({ retried: z.number().int() });

/**
 * A dead letter: a job that failed for good, kept on `<queue>-dead-letter`. `originalId` is the
 * failed job itself while pg-boss still keeps it (a retry revives it under that id).
 */
export const ZDeadLetter = z.object({
  id: z.string(),
  queue: z.string(),
  failedAt: z.string(),
  error: z.string().nullable(),
  originalId: z.string().nullable(),
});
export type TDeadLetter = z.infer<typeof ZDeadLetter>;
export const ZDeadLettersResponse = z.object({ items: z.array(ZDeadLetter), total: z.number().int() });
/** A retried dead letter: the queue it went back to and the id of the job that will run. */
export const ZDeadLetterRetryResponse = z.object({ queue: z.string(), jobId: z.string() });
/** At most this many dead letters are listed (newest first); the total counts them all. */
export const DEAD_LETTER_LIST_LIMIT = 100;

export const MAINTENANCE_DEFAULT_MESSAGE = 'Wordbook is down for maintenance. We will be back shortly.';
/** The code of the 503 a learner's call gets while maintenance mode is on. */
export const MAINTENANCE_CODE = 'MAINTENANCE';
export const ZMaintenanceRequest = z
  .object({
    enabled: z.boolean({ required_error: 'enabled is required.', invalid_type_error: 'enabled must be true or false.' }),
    message: z.string().trim().max(300, 'The message can be at most 300 characters.').optional(),
  })
  .strict();
export type TMaintenanceRequest = z.output<typeof ZMaintenanceRequest>;

export const ZBillingQuery = z.object({
  page: queryInt(1, 1, 100_000),
  limit: queryInt(20, 1, 100),
  /** The learner's username or e-mail, or an order id. */
  q: optionalText,
  status: z.enum(['pending', 'processing', 'paid', 'failed', 'expired', 'cancelled']).optional(),
});
export type TBillingQuery = z.output<typeof ZBillingQuery>;
export const ZBillingOrder = z.object({
  orderId: z.string(),
  userId: z.string(),
  username: z.string(),
  planCode: z.string(),
  amountKrw: z.number().int(),
  usdTotalCents: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  serviceEndsOn: z.string().nullable(),
});
export const ZPlanLog = z.object({
  id: z.number().int(),
  userId: z.string(),
  username: z.string(),
  plan: z.string(),
  reason: z.string(),
  sourceLabel: z.string(),
  priceKrw: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export const ZBillingOrdersResponse = z.object({ items: z.array(ZBillingOrder), total: z.number().int(), paidKrw: z.number().int() });
export const ZPlanLogsResponse = z.object({ items: z.array(ZPlanLog), total: z.number().int() });
