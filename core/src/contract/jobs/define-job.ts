import type { z } from 'zod';

/**
 * A queue's definition, shared by the API (which sends) and the workers (which run it).
 * The handler lives in workers/src/jobs/<name>.ts.
 */
export type JobDefinition<P extends z.ZodTypeAny = z.ZodTypeAny> = {
  /** Queue name, kebab-case, equal to the handler's file name. */
  name: string;
  payload: P;
  /** Attempts after the first; then the job goes to the dead-letter queue `<name>-dead-letter`. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job active longer than this is taken to have crashed and is retried. */
  expireInSeconds: number;
  /** A person is waiting: senders wake the workers at once instead of letting them poll. */
  interactive: boolean;
  /** Jobs fetched per poll by one worker slot (1 unless jobs are tiny). */
  batchSize: number;
};

export function defineJob<P extends z.ZodTypeAny>(
  definition: Pick<JobDefinition<P>, 'name' | 'payload'> & Partial<JobDefinition<P>>,
): JobDefinition<P> {
  return {
    retryLimit: 3,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: 60,
    interactive: true,
    batchSize: 1,
    ...definition,
  };
}

/** What a queue's name ends with on its dead-letter queue. */
export const DEAD_LETTER_SUFFIX = '-dead-letter';
export const deadLetterQueueName = (name: string): string => `${name}${DEAD_LETTER_SUFFIX}`;
