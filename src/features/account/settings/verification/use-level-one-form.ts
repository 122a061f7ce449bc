/**
 * The level-1 details form: the account form state (use-auth-form) with the contract's KYC
 * rules and messages; a valid submit stores the details and refreshes the player's levels.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type KycLevel1Values, kycLevel1Problems } from '@/contracts/kyc';
import { useAuthForm } from '../../auth/use-auth-form';
import { submitLevel1 } from './kyc-api';
import { refreshKyc } from './kyc-keys';
import { KYC_PROBLEM_MESSAGES } from './kyc-messages';

const EMPTY: KycLevel1Values = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  country: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  province: '',
  postalCode: '',
  phone: '',
};

export function useLevelOneForm() {
  const queryClient = useQueryClient();
  return useAuthForm({
    initial: EMPTY,
    validate: (values) => kycLevel1Problems(values),
    submit: submitLevel1,
    onSuccess: async () => {
      await refreshKyc(queryClient);
    },
    messages: KYC_PROBLEM_MESSAGES,
  });
}
