import { ZRole } from '@wordbook/core/contract/session';
import { z } from 'zod';
import { setUserField } from './set-user-field.ts';
import type { TOpsCommand } from './ops-context.ts';

const ZRoleArg = z.enum(ZRole.options, { errorMap: () => ({ message: `--role must be one of ${ZRole.options.join(', ')}` }) });

/** `ops users set-role --username U --role R`: the operators' way to staff roles until /superadmin/roles exists. */
export async function setUserRole(argv: string[]): Promise<void> {
  await setUserField(argv, 'role', ZRoleArg);
}

export const setUserRoleCommand: TOpsCommand = {
  help: '--username U --role user|admin|support|moderator|superadmin',
  run: setUserRole,
};
