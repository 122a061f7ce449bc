/** The translated message for each problem code of ./field-problems. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblem } from './field-problems';

export const FIELD_PROBLEM_MESSAGES: Record<FieldProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  usernameLength: msg`Your username must be 3 to 20 characters long.`,
  usernameChars: msg`Use only letters, digits and underscores (_).`,
  email: msg`Enter a valid email address.`,
  passwordLength: msg`Your password must be at least 8 characters long.`,
  terms: msg`You must accept the Terms and Conditions.`,
  age: msg`You must be 18 or older to play.`,
};
