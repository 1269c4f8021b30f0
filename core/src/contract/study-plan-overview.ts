import { z } from 'zod';
import { ZTestMode } from './study-plans.ts';

export type { TTestMode } from './study-plans.ts';

/** GET /api/study-plans/overview (document 3, §3.3): the plan /study shows, computed in its time zone. */

/** A practice session the plan counts for a day's wordbook. */
export const ZSessionView = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  progressDone: z.number(),
  progressTotal: z.number(),
  status: z.string(),
  targetWords: z.number(),
  uniqueWords: z.number(),
});
export type TSessionView = z.infer<typeof ZSessionView>;

export const ZDayWordbook = z.object({ id: z.string(), name: z.string(), wordsCount: z.number() });
export type TDayWordbook = z.infer<typeof ZDayWordbook>;

export const ZReviewDay = z.object({
  offset: z.number(),
  date: z.string(),
  totalWords: z.number(),
  wordbooks: z.array(ZDayWordbook),
  progress: z.object({ recognizedSessions: z.array(ZSessionView).default([]), wordsDone: z.number().default(0) }),
});
export type TReviewDay = z.infer<typeof ZReviewDay>;

export const ZOverview = z.object({
  mode: z.string(),
  plan: z
    .object({
      id: z.string(),
      timezone: z.string(),
      start_date: z.string(),
      status: z.string().nullish(),
      /** The dashboard's on/off switch. */
      vacationMode: z.string().nullish(),
      /** The vacation today is under: the switch's mode, or the plan's behaviour inside a vacation range. */
      vacationToday: z.string().nullish(),
      /** The vacation range that holds today, if any. */
      vacationRange: z.object({ start: z.string(), end: z.string() }).nullish(),
      /** The plan's exam, with whole days from today to it (0 on the day, negative after). */
      exam: z.object({ date: z.string(), daysLeft: z.number() }).nullish(),
    })
    .nullish(),
  counts: z.object({ new: z.number(), review: z.number(), tests: z.number() }).nullish(),
  today: z
    .object({ date: z.string().nullish(), overrideWords: z.number().nullish(), planWords: z.number().nullish(), forcedStudy: z.boolean().nullish(), planStudyDay: z.boolean().nullish(), restDay: z.boolean().nullish() })
    .nullish(),
  data: z
    .object({
      new: z.object({
        planned: z.number(),
        wordbooks: z.array(ZDayWordbook),
        progress: z.object({ masteredWords: z.number().default(0), recognizedSessions: z.array(ZSessionView).default([]) }),
      }),
      reviews: z.array(ZReviewDay).default([]),
      tests: z.object({ study: z.object({ mode: ZTestMode }), review: z.object({ mode: ZTestMode }) }),
    })
    .nullish(),
  todos: z
    .array(z.object({ id: z.string(), label: z.string(), progress: z.number(), estimatedMinutes: z.number(), status: z.enum(['pending', 'completed']) }))
    .default([]),
});
export type TOverview = z.infer<typeof ZOverview>;
