const DEVICE_ID_KEY = 'wordbook.device-id';

let memoryDeviceId: string | undefined;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A random id for this browser, kept in localStorage (document 1, §3 "Device id").
 * It survives logout on purpose: it names the device, not the session.
 */
export function getDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const created = randomId();
    window.localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    memoryDeviceId ??= randomId();
    return memoryDeviceId;
  }
}
