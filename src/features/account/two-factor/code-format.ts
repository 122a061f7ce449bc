/** Whether a typed code has the second factor's shape: TWO_FACTOR_CODE_LENGTH digits. */
import { TWO_FACTOR_CODE_LENGTH } from '@/contracts/auth';

const SIX_DIGITS = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

export const isTwoFactorCode = (code: string) => SIX_DIGITS.test(code);
