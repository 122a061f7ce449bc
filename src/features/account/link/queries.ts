/**
 * The `confirmSignup` dialog's `query` parameter: the sign-up details a third-party sign-in
 * sent back, as a query string ("provider=kadi-id&name=Ann&email=ann@example.com&token=…"):
 * the fields shown to the player, and the signed token that confirming hands back to the
 * server (never shown).
 */
export interface SignupDetails {
  provider: string | null;
  name: string | null;
  email: string | null;
  token: string | null;
}

function field(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

export function parseSignupQuery(query: string | undefined): SignupDetails {
  const params = new URLSearchParams(query?.replace(/^\?/, '') ?? '');
  return {
    provider: field(params, 'provider'),
    name: field(params, 'name', 'username'),
    email: field(params, 'email'),
    token: field(params, 'token'),
  };
}
