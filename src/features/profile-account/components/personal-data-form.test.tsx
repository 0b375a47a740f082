// Personal data against the Node mock: the name rules at the field with the text kept, a save
// that says the 5–10 minute wait, then the once-a-day refusal with the input kept, and a 500.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import { render, screen, signIn, waitFor } from '@/testing/render';
import { PersonalDataForm } from './personal-data-form';

async function open(id: number) {
  signIn(id);
  const user = await getProfile();
  const view = render(<PersonalDataForm user={user} canEdit />);
  const first = screen.getByRole('textbox', { name: /First name/ });
  const last = screen.getByRole('textbox', { name: /Last name/ });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  return { ...view, first, last, save };
}

describe('PersonalDataForm', () => {
  it('checks the names at the field, saves, says the wait, then refuses a second update', async () => {
    const { user, first, last, save } = await open(DEMO_IDS.affiliate);
    expect(first).toHaveValue('Mariana');
    await user.clear(first);
    await user.type(first, '   ');
    await save();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.clear(last);
    await user.type(last, 'x'.repeat(33));
    await save();
    expect(await screen.findByText('Use at most 32 characters.')).toBeInTheDocument();
    expect(last).toHaveValue('x'.repeat(33));

    await user.clear(first);
    await user.type(first, 'Mariana Clara');
    await user.clear(last);
    await user.type(last, 'Albuquerque Souza');
    await save();
    expect(await screen.findByTestId('profile-saved')).toHaveTextContent('They take 5 to 10 minutes to show everywhere');
    expect((await getProfile()).FirstName).toBe('Mariana Clara');

    await user.clear(first);
    await user.type(first, 'Mari');
    await save();
    expect(await screen.findByTestId('profile-refusal')).toHaveTextContent(/already updated today.*Your input is still here/);
    expect(first).toHaveValue('Mari');
  }, 60_000);

  it('says nothing changed without calling the API, and keeps the input on a 500', async () => {
    server.use(
      http.put('*/api/me/profile', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 }), { once: true }),
    );
    const { user, first, save } = await open(DEMO_IDS.newbie);
    await save();
    expect(await screen.findByText('Nothing was changed.')).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Lucas Henrique');
    await save();
    expect(await screen.findByText('Something went wrong. Try again in a moment.')).toBeInTheDocument();
    expect(first).toHaveValue('Lucas Henrique');
    await save();
    await waitFor(() => expect(screen.getByTestId('profile-saved')).toBeInTheDocument());
  }, 60_000);
});
