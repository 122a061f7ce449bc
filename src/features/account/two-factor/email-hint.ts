/**
 * Where the email variant's code went. `twofactorEmail` may carry the (masked) address or be a
 * bare flag; only something that looks like an address is shown back to the player.
 */
export function emailHintOf(twofactorEmail: string | undefined): string | null {
  if (!twofactorEmail) return null;
  return twofactorEmail.includes('@') ? twofactorEmail : null;
}
