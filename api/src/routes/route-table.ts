import type { ServerRoute } from '@hapi/hapi';
import { getHealth } from './health/get-health.ts';
import { getReady } from './health/get-ready.ts';
import { getJobEvents } from './jobs/get-events.ts';
import { getJobResult } from './jobs/get-result.ts';
import { getSession } from './session/get-session.ts';
import { postLogout } from './session/post-logout.ts';
import { postSelftest } from './system/post-selftest.ts';

/** Every API route, one file each under routes/<resource>/. */
export const routeTable: ServerRoute[] = [getHealth, getReady, getSession, postLogout, getJobEvents, getJobResult, postSelftest];
