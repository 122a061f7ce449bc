/**
 * The identity check's levels, 1 to 4: apart from user.ts so the app's start can name them
 * without building the account's schemas.
 */
export const KYC_LEVELS = [1, 2, 3, 4] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
