/**
 * Identity verification (spec part 2 §4), level 1: the personal details form. Each field's rule
 * is a pure function returning a problem code, so the client maps codes to translated messages
 * and the server's schema (built from the same rules) answers with the English text below.
 */
import { z } from 'zod/mini';
import { isCountryCode } from './countries';

export const KYC_NAME_MAX = 50;
export const KYC_TEXT_MAX = 100;
export const KYC_MIN_AGE = 18;
export const KYC_MAX_AGE = 120;

export type KycProblem =
  | 'required'
  | 'name'
  | 'date'
  | 'underAge'
  | 'overAge'
  | 'country'
  | 'tooLong'
  | 'postalCode'
  | 'phone';

/** The server's words; the client shows its own translations of the same codes. */
export const KYC_PROBLEM_TEXT: Record<KycProblem, string> = {
  required: 'This field is required',
  name: `Use letters, spaces, hyphens and apostrophes only (at most ${KYC_NAME_MAX})`,
  date: 'Enter a real date as yyyy-mm-dd',
  underAge: `You must be at least ${KYC_MIN_AGE} years old`,
  overAge: 'Check the year of your date of birth',
  country: 'Choose a country from the list',
  tooLong: `At most ${KYC_TEXT_MAX} characters`,
  postalCode: 'Use 2 to 12 letters, digits, spaces or hyphens',
  phone: 'Enter the number in international format, like +254712345678',
};

/** Letters of any script (with their accents), single spaces, hyphens and apostrophes. */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;
/** E.164: a plus, a country code that never starts with 0, 7 to 15 digits in all. */
const PHONE = /^\+[1-9]\d{6,14}$/;

export function checkName(value: string): KycProblem | null {
  if (!value) return 'required';
  return value.length <= KYC_NAME_MAX && NAME.test(value) ? null : 'name';
}

/** Whole years between a yyyy-mm-dd birth date and `today` (UTC calendar days). */
export function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.m ||
    (today.getUTCMonth() + 1 === birth.m && today.getUTCDate() < birth.d);
  return today.getUTCFullYear() - birth.y - (beforeBirthday ? 1 : 0);
}

export function checkDateOfBirth(value: string, today: Date): KycProblem | null {
  if (!value) return 'required';
  const match = ISO_DATE.exec(value);
  if (!match) return 'date';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2001-02-30 over to March: a real date survives the round trip.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return 'date';
  }
  const age = ageOn({ y, m, d }, today);
  if (age < KYC_MIN_AGE) return 'underAge';
  return age > KYC_MAX_AGE ? 'overAge' : null;
}

export function checkCountry(value: string): KycProblem | null {
  if (!value) return 'required';
  return isCountryCode(value) ? null : 'country';
}

export function checkText(value: string, required: boolean): KycProblem | null {
  if (!value) return required ? 'required' : null;
  return value.length > KYC_TEXT_MAX ? 'tooLong' : null;
}

export function checkPostalCode(value: string): KycProblem | null {
  if (!value) return 'required';
  return POSTAL_CODE.test(value) ? null : 'postalCode';
}

/** Players type spaces, dashes, dots and brackets; the stored number has none. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function checkPhone(value: string): KycProblem | null {
  if (!value) return 'required';
  return PHONE.test(normalizePhone(value)) ? null : 'phone';
}

/** The level-1 rules by field, on trimmed values. */
export const KYC_LEVEL1_RULES = {
  firstName: checkName,
  lastName: checkName,
  dateOfBirth: (value: string) => checkDateOfBirth(value, new Date()),
  country: checkCountry,
  addressLine1: (value: string) => checkText(value, true),
  addressLine2: (value: string) => checkText(value, false),
  city: (value: string) => checkText(value, true),
  // Optional: city-states (Singapore, Monaco) and many small countries have none.
  province: (value: string) => checkText(value, false),
  postalCode: checkPostalCode,
  phone: checkPhone,
} satisfies Record<string, (value: string) => KycProblem | null>;

export type KycLevel1Field = keyof typeof KYC_LEVEL1_RULES;
export type KycLevel1Values = Record<KycLevel1Field, string>;

/** Every field's problem (trimmed values); an empty object means the form is valid. */
export function kycLevel1Problems(
  values: KycLevel1Values,
  today = new Date(),
): Partial<Record<KycLevel1Field, KycProblem>> {
  const problems: Partial<Record<KycLevel1Field, KycProblem>> = {};
  for (const field of Object.keys(KYC_LEVEL1_RULES) as KycLevel1Field[]) {
    const value = values[field].trim();
    const problem =
      field === 'dateOfBirth' ? checkDateOfBirth(value, today) : KYC_LEVEL1_RULES[field](value);
    if (problem) problems[field] = problem;
  }
  return problems;
}

function rule(check: (value: string) => KycProblem | null) {
  return z.check<string>((ctx) => {
    const problem = check(ctx.value);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        message: KYC_PROBLEM_TEXT[problem],
        input: ctx.value,
        params: { problem },
      });
    }
  });
}

const field = (check: (value: string) => KycProblem | null) =>
  z.string().check(z.trim(), rule(check));
const optionalField = (check: (value: string) => KycProblem | null) => z._default(field(check), '');

/** POST /api/kyc/level1. */
export const kycLevel1BodySchema = z.object({
  firstName: field(KYC_LEVEL1_RULES.firstName),
  lastName: field(KYC_LEVEL1_RULES.lastName),
  dateOfBirth: field(KYC_LEVEL1_RULES.dateOfBirth),
  country: field(KYC_LEVEL1_RULES.country),
  addressLine1: field(KYC_LEVEL1_RULES.addressLine1),
  addressLine2: optionalField(KYC_LEVEL1_RULES.addressLine2),
  city: field(KYC_LEVEL1_RULES.city),
  province: optionalField(KYC_LEVEL1_RULES.province),
  postalCode: field(KYC_LEVEL1_RULES.postalCode),
  phone: z.pipe(field(KYC_LEVEL1_RULES.phone), z.transform(normalizePhone)),
});
export type KycLevel1Body = z.output<typeof kycLevel1BodySchema>;
