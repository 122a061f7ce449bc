/**
 * Marketing tracking (spec part 1 §4.9, §7, §9; part 2 §3 'Tracking data from the URL'): the
 * URL parameters a visitor may arrive with, the affiliate record kept for 30 days in local
 * storage and the `cellxpert` cookie, and the bodies of the three calls that hand the captured
 * data to the server within 60 minutes of the account's creation. Also the Ember account link.
 */
import { z } from 'zod/mini';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './auth';

export * from './tracking-rules';

/** Ids handed to us by ad and affiliate networks: URL-safe characters only. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~:-]+$/;
const token = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Must not be empty'),
      z.maxLength(max, `Must be at most ${max} characters`),
      z.regex(TOKEN_PATTERN, 'May only use letters, digits and . _ ~ : -'),
    );

/** Campaign names are free text, but never markup or control characters. */
const UTM_PATTERN = /^[\p{L}\p{N}\p{M} ._~+:|()/-]+$/u;
const utmValue = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Must not be empty'),
    z.maxLength(150, 'Must be at most 150 characters'),
    z.regex(UTM_PATTERN, 'May only use letters, digits, spaces and . _ ~ + : | ( ) / -'),
  );

export const cxdSchema = token(128);
export const cxAffIdSchema = token(64);
/** A referrer is named by their username (their `affiliateId`). */
export const affiliateNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, 'Unknown referrer'),
    z.maxLength(USERNAME_MAX, 'Unknown referrer'),
    z.regex(USERNAME_PATTERN, 'Unknown referrer'),
  );
export const transactionIdSchema = token(128);
export const transactionSourceSchema = token(64);
export const subIdSchema = token(128);
export const utmValueSchema = utmValue;

const someField = <T extends object>(fields: readonly (keyof T & string)[]) =>
  z.refine<T>((body) => fields.some((f) => body[f] !== undefined), {
    message: `Send at least one of ${fields.join(', ')}`,
  });

/** POST /crm/ref: who referred the player and the affiliate network's click. */
export const crmRefBodySchema = z
  .object({
    affiliateName: z.optional(affiliateNameSchema),
    cxd: z.optional(cxdSchema),
    cxAffId: z.optional(cxAffIdSchema),
  })
  .check(someField(['affiliateName', 'cxd', 'cxAffId']));
export type CrmRefBody = z.infer<typeof crmRefBodySchema>;

/** POST /account/setPostback: the conversion the ad network asks to be told about. */
export const setPostbackBodySchema = z.object({
  transactionId: transactionIdSchema,
  transactionSource: transactionSourceSchema,
  subId: z.optional(subIdSchema),
});
export type SetPostbackBody = z.infer<typeof setPostbackBodySchema>;

/** POST /crm/setUTMVariables: the campaign the player arrived from. */
export const setUtmBodySchema = z
  .object({
    utm_source: z.optional(utmValue),
    utm_medium: z.optional(utmValue),
    utm_campaign: z.optional(utmValue),
  })
  .check(someField(['utm_source', 'utm_medium', 'utm_campaign']));
export type SetUtmBody = z.infer<typeof setUtmBodySchema>;

/** The three tracking calls answer whether they stored anything new (values are write-once). */
export const trackingResultSchema = z.object({ ok: z.literal(true), stored: z.boolean() });
export type TrackingResult = z.infer<typeof trackingResultSchema>;

/** POST /ember/linkAccount: the player's account on the Ember rewards platform. */
export const emberIdSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your Ember id'),
    z.maxLength(64, 'Ember id is at most 64 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Ember id may only use letters, digits, _ and -'),
  );
export const emberLinkBodySchema = z.object({ emberId: emberIdSchema });
export const emberLinkResultSchema = z.object({ success: z.boolean(), detail: z.string() });
export type EmberLinkResult = z.infer<typeof emberLinkResultSchema>;
/** The server's detail when the Ember id belongs to someone else (client key ember.linkFailure). */
export const EMBER_ALREADY_LINKED = 'User already linked to another account';
