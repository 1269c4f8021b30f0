import { ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

/** POST /api/login with the X-Device-Id header and device_id in the body (document 1, §7). */
export function login(input: Omit<TLoginRequest, 'device_id'>): Promise<TLoginResponse> {
  const deviceId = getDeviceId();
  return api.post('/api/login', { ...input, device_id: deviceId }, ZLoginResponse, { headers: { 'X-Device-Id': deviceId } });
}
