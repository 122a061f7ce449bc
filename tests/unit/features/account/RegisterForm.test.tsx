import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '@/features/account/auth/RegisterForm';
import { renderWithProviders } from '../render-with-providers';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onSignedIn = vi.fn();
  renderWithProviders(<RegisterForm onSignedIn={onSignedIn} onLoginInstead={() => {}} />);
  return { onSignedIn, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Username/), 'ann_1');
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/^Password\W*$/), 'Abcdef1!');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('checkbox', { name: /18 years of age/ }));
}

describe('RegisterForm', () => {
  it('shows a message under every invalid field on submit and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user, onSignedIn } = setup();
    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Your username must be 3 to 20 characters long.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('You must accept the Terms and Conditions.')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to play.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('links the terms and rates the password as it is typed', async () => {
    const { user } = setup();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await user.type(screen.getByLabelText(/^Password\W*$/), 'Abcdef1!');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  });

  it("shows the server's message when registering fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 1003, message: 'Route not found' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const { user, onSignedIn } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Route not found');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands the result on once the server accepts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const { user, onSignedIn } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ twoFactorRequired: false }));
  });
});
