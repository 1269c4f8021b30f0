import { updateAccountRoute } from './update-account-route.ts';

/** PATCH /api/account: the learner's profile and definition languages. */
export const patchAccount = updateAccountRoute('/api/account');
