import { ENTITY, keys } from './keys';
import {
  consumeCode,
  getCode,
  putCode,
  reserveCodeAttempt,
  type CodeRecord,
} from './one-time-code-repository';

/**
 * A sign-in code mailed to an account's owner while sign-in for that email is locked (see
 * services/unlock-code-service.ts), stored like every one-time code.
 */
export type UnlockCodeRecord = CodeRecord & { email: string };

export const putUnlockCode = (record: UnlockCodeRecord) =>
  putCode(keys.unlockCode(record.email), ENTITY.unlockCode, record);
export const getUnlockCode = (email: string) => getCode<UnlockCodeRecord>(keys.unlockCode(email));
export const reserveUnlockAttempt = (email: string, maxAttempts: number, nowSeconds: number) =>
  reserveCodeAttempt(keys.unlockCode(email), maxAttempts, nowSeconds);
export const consumeUnlockCode = (email: string, codeHash: string) =>
  consumeCode(keys.unlockCode(email), codeHash);
