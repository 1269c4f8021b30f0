import { z } from 'zod';

/**
 * The event kinds every streamed call sends as server-sent events
 * (`event: <kind>`, `id: <seq>`, `data: <json>`).
 */
export const ZJobEventKind = z.enum(['progress', 'result', 'error']);
export type TJobEventKind = z.infer<typeof ZJobEventKind>;


/** Response header naming the job behind a streamed POST, so a client can reconnect to it. */
export const JOB_ID_HEADER = 'x-job-id';

export const ZJobErrorData = z.object({ message: z.string() });
