import type { TPaymentFailureReason } from './payment-provider.ts';

/**
 * iyzico's failure answers (`errorCode`, `errorGroup`, `errorMessage`) -> the reasons the product explains
 * (rules.md §8 "Payment"). The one table for the whole adapter: look a code up here, never in the calls.
 *
 * Bank codes (10000 and up) are iyzico's "Bank Error Codes" (docs.iyzico.com, Add-ons > Error Codes); the small
 * numbers are iyzico's own request checks on the card fields. Anything not listed is "unexpected problem",
 * except where the caller knows better (a refusal at the 3-D Secure step is a 3-D Secure error).
 */
const REASON_BY_CODE: Record<string, TPaymentFailureReason> = {
  // NOT_SUFFICIENT_FUNDS: "Kart limiti yetersiz, yetersiz bakiye"
  '10051': 'insufficient_funds',

  // FRAUD_SUSPECT: the bank's fraud check refused it
  '10034': 'security_check',
  // LOST_CARD / PICKUP_CARD (PIN tries exceeded, card to be seized)
  '10041': 'security_check',
  // STOLEN_CARD
  '10043': 'security_check',
  // NOT_PERMITTED_TO_CARDHOLDER: the card's owner may not make this transaction
  '10057': 'security_check',
  // RESTRICTED_BY_LAW / PICKUP_CARD: card closed to e-commerce
  '10093': 'security_check',
  // CARD_NOT_PERMITTED
  '10201': 'security_check',
  // BLOCKED_CARD
  '10209': 'security_check',

  // EXPIRED_CARD
  '10054': 'card_invalid',
  // INVALID_CVC2
  '10084': 'card_invalid',
  // INVALID_CVC2_LENGTH
  '10206': 'card_invalid',
  // BIN_NOT_FOUND
  '10213': 'card_invalid',
  // INVALID_CARD_NUMBER
  '10215': 'card_invalid',
  // iyzico's own checks before the bank: invalid card number, invalid CVC, invalid expiry date
  '12': 'card_invalid',
  '15': 'card_invalid',
  '17': 'card_invalid',

  // INVALID_CAVV / INVALID_ECI: the 3-D Secure authentication the bank received was not valid
  '10210': 'three_ds_error',
  '10211': 'three_ds_error',
  // DEBIT_CARDS_REQUIRES_3DS: a debit card paid without 3-D Secure
  '10217': 'three_ds_error',

  // Everything else, e.g. DO_NOT_HONOUR 10005, INVALID_TRANSACTION 10012, NOT_PERMITTED_TO_TERMINAL 10058,
  // UNKNOWN 10204, COMMUNICATION_OR_SYSTEM_ERROR 10214, REQUEST_TIMEOUT 10219, 1000 (invalid signature),
  // 1001 (API key not found): 'unexpected'
};

/** Where a bank answers a code this table does not know, its error group still says what happened. */
const REASON_BY_GROUP: Record<string, TPaymentFailureReason> = {
  NOT_SUFFICIENT_FUNDS: 'insufficient_funds',
  FRAUD_SUSPECT: 'security_check',
  LOST_CARD: 'security_check',
  STOLEN_CARD: 'security_check',
  PICKUP_CARD: 'security_check',
  RESTRICTED_BY_LAW: 'security_check',
  BLOCKED_CARD: 'security_check',
  EXPIRED_CARD: 'card_invalid',
  INVALID_CVC2: 'card_invalid',
  INVALID_CARD_NUMBER: 'card_invalid',
  INVALID_CAVV: 'three_ds_error',
  INVALID_ECI: 'three_ds_error',
};

/** mdStatus on the 3-D Secure return: "1" is an authenticated payer; 0, 2-8 are failures of the 3-D step. */
export function isThreeDsAuthenticated(mdStatus: string | number | undefined): boolean {
  return String(mdStatus) === '1';
}

export type TIyzicoErrorStep = 'payment' | 'three_ds';

/**
 * The reason for one iyzico failure. `step: 'three_ds'` is a refusal at 3-D Secure initialise or auth: a bank
 * code (10000+) the table does not explain is then a 3-D Secure error rather than an unexpected one, and so is
 * any answer carrying an mdStatus other than 1.
 */
export function failureReason(
  answer: { errorCode?: string | number; errorGroup?: string; mdStatus?: string | number },
  step: TIyzicoErrorStep,
): TPaymentFailureReason {
  const code = answer.errorCode === undefined ? '' : String(answer.errorCode);
  const byCode = REASON_BY_CODE[code];
  if (byCode) return byCode;
  const byGroup = answer.errorGroup ? REASON_BY_GROUP[answer.errorGroup] : undefined;
  if (byGroup) return byGroup;
  if (step === 'three_ds') {
    if (answer.mdStatus !== undefined && !isThreeDsAuthenticated(answer.mdStatus)) return 'three_ds_error';
    if (Number(code) >= 10000) return 'three_ds_error';
  }
  return 'unexpected';
}
