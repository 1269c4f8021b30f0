/** The reason shown on write actions while offline (document 1, §2 and §4 "Offline"). */
export const OFFLINE_NOTE = 'Unavailable offline';
