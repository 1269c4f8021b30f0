import { updateAccountRoute } from './update-account-route.ts';

/** PATCH /api/account/profile: the same call under its other name. */
export const patchAccountProfile = updateAccountRoute('/api/account/profile');
