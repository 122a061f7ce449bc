/**
 * Why a promo code was refused. Each message names the code (spec part 1 §8: promo errors
 * rethrow the server data with the code); nothing was credited or counted when one is thrown.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';

const conflict = (message: string) => new ApiError(409, API_ERROR_CODES.conflict, message);

export const promoErrors = {
  unknown: (code: string) => apiErrors.notFound(`The promo code "${code}" does not exist`),
  disabled: (code: string) => conflict(`The promo code "${code}" is no longer active`),
  expired: (code: string) => conflict(`The promo code "${code}" has expired`),
  usedUp: (code: string) => conflict(`The promo code "${code}" has been used up`),
  alreadyRedeemed: (code: string) => conflict(`You have already redeemed the promo code "${code}"`),
  taken: (code: string) => conflict(`A promo code "${code}" already exists`),
};
