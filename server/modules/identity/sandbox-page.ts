/**
 * The sandbox identity provider's sign-in page: like a real provider's consent screen, it says
 * who is asking and lets the tester continue as anyone (an email, a display name, whether the
 * provider vouches for the address) or cancel. One form, no script; every value escaped. The
 * OAuth request's parameters ride along as hidden fields.
 */
import { escapeHtml, hostedPage } from '@server/http/hosted-page';

export interface SignInPageInput {
  action: string;
  providerName: string;
  clientName: string;
  /** The authorization request's parameters, posted back unchanged. */
  hidden: Record<string, string>;
  email?: string;
  name?: string;
  error?: string;
}

function hiddenFields(values: Record<string, string>): string {
  return Object.entries(values)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

export function signInPage(input: SignInPageInput): string {
  const provider = escapeHtml(input.providerName);
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return hostedPage(
    `Sign in with ${input.providerName}`,
    `<p class="badge">Sandbox sign-in — no real account is used</p>
<h1>Sign in with ${provider}</h1>
<p>${escapeHtml(input.clientName)} wants your name and email address.</p>
${error}
<form method="post" action="${escapeHtml(input.action)}">
${hiddenFields(input.hidden)}
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(input.email ?? '')}">
<label for="name">Display name</label>
<input id="name" name="name" type="text" required maxlength="60" autocomplete="name" value="${escapeHtml(input.name ?? '')}">
<label class="check"><input type="checkbox" name="email_verified" value="true" checked> ${provider} has verified this address</label>
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</form>`,
  );
}

export function invalidRequestPage(reason: string): string {
  return hostedPage(
    'Sign-in request refused',
    `<p class="badge">Sandbox sign-in</p>
<h1>This sign-in request is not valid</h1>
<p>${escapeHtml(reason)}</p>
<a class="button" href="/">Back to the site</a>`,
  );
}
