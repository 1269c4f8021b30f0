import { changePasswordRoute } from './change-password-route.ts';

/** POST /api/account/password: the same call as POST. */
export const postAccountPassword = changePasswordRoute('POST');
