/**
 * The `confirmSignup` dialog's `query` parameter: the sign-up details a third-party sign-in
 * sent back, as a query string ("provider=google&name=Ann&email=ann@example.com"). Only the
 * fields worth showing the player are read; anything else (tokens) is left alone.
 */
export interface SignupDetails {
  provider: string | null;
  name: string | null;
  email: string | null;
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
  };
}
