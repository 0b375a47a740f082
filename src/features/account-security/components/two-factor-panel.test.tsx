// Two-factor enrolment and turning it off against the Node mock, which verifies real RFC 6238
// codes: the test computes them from the secret the panel shows, at the mock's time (issue 17 item 1).
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { isApiError } from '@/api/api-error';
import { getSecurityOverview, startStepUp } from '@/api/generated/endpoints/account-security/account-security';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { TwoFactorPanel } from './two-factor-panel';

const LONG = 60_000;

describe('TwoFactorPanel', () => {
  it(
    'enrols with the key shown (a wrong code is said at the field), shows 10 recovery codes once',
    async () => {
      signIn('affiliate');
      const { user } = render(<TwoFactorPanel />);
      await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
      const secret = (await screen.findByTestId('two-factor-secret')).textContent!.replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);
      const code = screen.getByRole('textbox', { name: /Code from the app/ });
      await user.type(code, '123');
      await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
      expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
      expect(code).toHaveValue('123');
      await user.clear(code);
      // The mock's clock, not the machine's: it verifies the code at its own time.
      await user.type(code, new TOTP({ secret }).generate({ timestamp: getStore().clock.now().getTime() }));
      await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
      await waitFor(() => expect(screen.getAllByTestId('recovery-code')).toHaveLength(10));
      expect((await getSecurityOverview()).TwoFactorEnabled).toBe(true);
      await user.click(screen.getByRole('button', { name: 'I have saved them' }));
      expect(await screen.findByTestId('two-factor-state')).toHaveTextContent(/^On since .*Recovery codes left: 10\.$/);
      expect(screen.queryAllByTestId('recovery-code')).toHaveLength(0);
    },
    LONG,
  );

  it(
    'turns it off only with the right password and a code; a wrong password is said at its field',
    async () => {
      signIn(DEMO_IDS.secure);
      const { user } = render(<TwoFactorPanel />);
      await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
      const password = screen.getByLabelText(/^Password/, { selector: 'input' });
      const code = screen.getByRole('textbox', { name: /Code from the app or a recovery code/ });
      await user.type(password, 'wrong-password');
      await user.type(code, 'recov-ery03');
      await user.click(screen.getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
      expect(code).toHaveValue('recov-ery03');
      await user.clear(password);
      await user.type(password, 'demo1234');
      await user.click(screen.getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByText(/^Off\. With it on/)).toBeInTheDocument();
      expect((await getSecurityOverview()).TwoFactorEnabled).toBe(false);
    },
    LONG,
  );

  it(
    'makes new recovery codes after a step-up (a wrong code said in the dialog), shows them once; the old ones stop working',
    async () => {
      signIn(DEMO_IDS.secure);
      const { user } = render(<TwoFactorPanel />);
      await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
      const code = within(dialog).getByRole('textbox', { name: /Code from the app/ });
      await user.type(code, '000000');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
      expect(await within(dialog).findByText('That code is not right, or it was already used.')).toBeInTheDocument();
      await user.clear(code);
      const now = getStore().clock.now().getTime();
      await user.type(code, new TOTP({ secret: 'PARTNERPORTALDEMOSECRETKEY234567' }).generate({ timestamp: now }));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
      await waitFor(() => expect(screen.getAllByTestId('recovery-code')).toHaveLength(10));
      expect(screen.getByRole('heading', { name: 'Your new recovery codes' })).toBeInTheDocument();
      expect(screen.getByTestId('old-codes-gone')).toHaveTextContent('Your old recovery codes no longer work');
      expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
      const fresh = screen.getAllByTestId('recovery-code').map((c) => c.textContent);
      expect(fresh).not.toContain('recov-ery01');
      // An old code is refused by the API now.
      const refused = await startStepUp({ code: 'recov-ery01' }).catch((error: unknown) => error);
      expect(isApiError(refused) && refused.status).toBe(400);
      await user.click(screen.getByRole('button', { name: 'I have saved them' }));
      expect(await screen.findByTestId('two-factor-state')).toHaveTextContent(/Recovery codes left: 10\.$/);
      expect(screen.queryAllByTestId('recovery-code')).toHaveLength(0);
    },
    LONG,
  );
});
