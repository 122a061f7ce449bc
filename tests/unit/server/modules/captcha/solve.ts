/**
 * Solving the server's captcha in tests the way the browser widget does: fetch a challenge,
 * find the counter with altcha-lib's solver, send base64 of {challenge, solution}.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { type CaptchaChallenge, captchaChallengeSchema } from '@/contracts/captcha';

export interface SolutionLike {
  counter: number;
  derivedKey: string;
}

export function encodeSolution(
  challenge: { parameters: object; signature?: string },
  solution: SolutionLike,
): string {
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge: CaptchaChallenge = captchaChallengeSchema.parse(response.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return encodeSolution(challenge, solution);
}
