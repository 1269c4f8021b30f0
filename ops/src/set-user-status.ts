import { ZUserStatus } from '@wordbook/core/contract/session';
import { z } from 'zod';
import { setUserField } from './set-user-field.ts';
import type { TOpsCommand } from './ops-context.ts';

const ZStatusArg = z.enum(ZUserStatus.options, { errorMap: () => ({ message: '--status must be active, suspended or banned' }) });

/**
 * `ops users set-status --username U --status active|suspended|banned`. Sessions are kept on
 * purpose: the API refuses a banned or suspended session from its next request on (the front
 * end then shows /status-error), and making the account active again lets it back in.
 */
export async function setUserStatus(argv: string[]): Promise<void> {
  await setUserField(argv, 'status', ZStatusArg);
}

export const setUserStatusCommand: TOpsCommand = {
  help: '--username U --status active|suspended|banned',
  run: setUserStatus,
};
