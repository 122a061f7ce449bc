/** Why a seed rotation was refused, in the player's words; nothing changed when thrown. */
import { ApiError } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';

export const fairnessErrors = {
  rotationRefused: (reason: string) => new ApiError(409, API_ERROR_CODES.conflict, reason),
};
