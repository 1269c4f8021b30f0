import { changePasswordRoute } from './change-password-route.ts';

/** PATCH /api/account/password: change the password. */
export const patchAccountPassword = changePasswordRoute('PATCH');
