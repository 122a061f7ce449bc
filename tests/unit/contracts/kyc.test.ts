import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  checkDateOfBirth,
  checkName,
  checkPhone,
  checkPostalCode,
  type KycLevel1Values,
  kycLevel1BodySchema,
  kycLevel1Problems,
  normalizePhone,
} from '@/contracts/kyc';
import { kycDocumentBodySchema, sniffDocumentType } from '@/contracts/kyc-documents';
import { kycReviewBodySchema } from '@/contracts/kyc-status';

const TODAY = new Date(Date.UTC(2026, 5, 15)); // 2026-06-15

const VALID: KycLevel1Values = {
  firstName: 'Amélie',
  lastName: "O'Neil-Wanjiru",
  dateOfBirth: '1990-02-28',
  country: 'KE',
  addressLine1: '12 Moi Avenue',
  addressLine2: '',
  city: 'Nairobi',
  province: 'Nairobi County',
  postalCode: '00100',
  phone: '+254 712 345 678',
};

describe('level 1 names', () => {
  it.each(['Ana', 'José María', 'Zoë', "D'Angelo", 'Jean-Luc', 'Łukasz', 'محمد', '太郎'])(
    'accepts %s',
    (name) => expect(checkName(name)).toBeNull(),
  );
  it.each(['', 'R2D2', 'Ann  Lee', '-Ann', 'Ann-', 'a@b', 'x'.repeat(51)])('refuses "%s"', (name) =>
    expect(checkName(name)).not.toBeNull(),
  );
});

describe('date of birth', () => {
  it('needs yyyy-mm-dd and a real calendar day', () => {
    expect(checkDateOfBirth('15/06/1990', TODAY)).toBe('date');
    expect(checkDateOfBirth('1990-2-3', TODAY)).toBe('date');
    expect(checkDateOfBirth('2001-02-29', TODAY)).toBe('date');
    expect(checkDateOfBirth('1990-13-01', TODAY)).toBe('date');
    expect(checkDateOfBirth('2000-02-29', TODAY)).toBeNull();
  });

  it('turns 18 on the birthday, not the day before', () => {
    expect(checkDateOfBirth('2008-06-15', TODAY)).toBeNull();
    expect(checkDateOfBirth('2008-06-16', TODAY)).toBe('underAge');
    expect(checkDateOfBirth('2030-01-01', TODAY)).toBe('underAge');
  });

  it('refuses ages over 120', () => {
    expect(checkDateOfBirth('1906-06-15', TODAY)).toBeNull();
    expect(checkDateOfBirth('1905-06-14', TODAY)).toBe('overAge');
  });
});

describe('phone and postal code', () => {
  it('wants E.164: a plus, no leading 0, 7 to 15 digits; spacing is dropped', () => {
    expect(checkPhone('+254 712-345 678')).toBeNull();
    expect(normalizePhone('+1 (415) 555.0100')).toBe('+14155550100');
    expect(checkPhone('0712345678')).toBe('phone');
    expect(checkPhone('+0712345678')).toBe('phone');
    expect(checkPhone('+123456')).toBe('phone');
    expect(checkPhone('+1234567890123456')).toBe('phone');
    expect(checkPhone('+1234567')).toBeNull();
  });

  it('takes 2 to 12 letters, digits, spaces or hyphens', () => {
    expect(checkPostalCode('SW1A 1AA')).toBeNull();
    expect(checkPostalCode('12345-6789')).toBeNull();
    expect(checkPostalCode('1')).toBe('postalCode');
    expect(checkPostalCode('1234567890123')).toBe('postalCode');
    expect(checkPostalCode('12#45')).toBe('postalCode');
  });
});

describe('the level-1 body', () => {
  it('names every wrong field and accepts the corrected form', () => {
    const wrong = { ...VALID, firstName: 'R2', country: 'XX', city: '', phone: '0712' };
    expect(kycLevel1Problems(wrong, TODAY)).toEqual({
      firstName: 'name',
      country: 'country',
      city: 'required',
      phone: 'phone',
    });
    expect(kycLevel1Problems(VALID, TODAY)).toEqual({});
  });

  it('parses to trimmed values with a normalized phone; optional lines default to empty', () => {
    const { addressLine2: _a, province: _p, ...required } = VALID;
    const result = safeParse(kycLevel1BodySchema, { ...required, city: '  Nairobi ' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ city: 'Nairobi', phone: '+254712345678', province: '' });
  });

  it('reports the English reason at the field path', () => {
    const result = safeParse(kycLevel1BodySchema, { ...VALID, dateOfBirth: '2001-02-30' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['dateOfBirth'],
        message: 'Enter a real date as yyyy-mm-dd',
      }),
    ]);
  });
});

describe('documents', () => {
  it('knows JPEG, PNG and PDF by their first bytes only', () => {
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(
      sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe('image/png');
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('refuses file names with slashes and content that is not base64', () => {
    const body = { level: 2, kind: 'identity_front', fileName: 'id.png', content: 'iVBORw0K' };
    expect(safeParse(kycDocumentBodySchema, body).success).toBe(true);
    expect(safeParse(kycDocumentBodySchema, { ...body, fileName: '../etc/passwd' }).success).toBe(
      false,
    );
    expect(safeParse(kycDocumentBodySchema, { ...body, content: 'not base64!' }).success).toBe(
      false,
    );
    expect(safeParse(kycDocumentBodySchema, { ...body, level: 1 }).success).toBe(false);
  });

  it('a rejection must carry a reason', () => {
    const review = { userName: 'amy', level: 2, decision: 'rejected' };
    expect(safeParse(kycReviewBodySchema, review).success).toBe(false);
    expect(safeParse(kycReviewBodySchema, { ...review, reason: 'Blurred photo' }).success).toBe(
      true,
    );
  });
});
