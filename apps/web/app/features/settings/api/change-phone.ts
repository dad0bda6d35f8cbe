import type { TEnvelope, TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useSettingsSave } from './save-settings.ts';

/**
 * PUT user/initiliaze-phone (sic, the spec's path): texts the new number a code; a verified number (confirmed
 * with the current password) is replaced only when that code is entered.
 */
export function initializePhone(
  api: TApiContext,
  input: { CellPhoneNumber: string; CurrentPassword?: string | undefined },
): Promise<TEnvelope<Partial<TVerificationStatus> | null>> {
  return callEndpointEnvelope(api, identityEndpoints.putUserInitiliazePhone, { body: input });
}

/** POST verification/send: another code to the new number, once the countdown has ended. */
export function sendPhoneCode(
  api: TApiContext,
  input: { CellPhoneNumber: string },
): Promise<TEnvelope<Partial<TVerificationStatus> | null>> {
  return callEndpointEnvelope(api, identityEndpoints.postVerificationSend, {
    body: { Purpose: 'change_phone', CellPhoneNumber: input.CellPhoneNumber },
  });
}

/** PUT verification/verify: the code confirms the new number. */
export function verifyPhone(api: TApiContext, input: { Code: string }): Promise<TEnvelope<unknown>> {
  return callEndpointEnvelope(api, identityEndpoints.putVerificationVerify, { body: input });
}

/**
 * The session is refreshed only once the code is confirmed: the layouts send a user whose phone is unverified
 * to /need-complete, which would tear the code field away mid-change. Sending a code is not a saved change:
 * the section itself says where the code went.
 */
export function useInitializePhone() {
  return useSettingsSave(initializePhone, { refreshSession: false, notify: false });
}

export function useSendPhoneCode() {
  return useSettingsSave(sendPhoneCode, { refreshSession: false, notify: false });
}

export function useVerifyPhone() {
  return useSettingsSave(verifyPhone);
}
