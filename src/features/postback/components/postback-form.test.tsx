// The postback form against the Node mock: the endpoint and key rules at their fields with the
// typed text kept, a save, the once-a-day refusal (input kept), a 500 (input kept), and the test
// call with its answer.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getPostback } from '@/api/generated/endpoints/postback/postback';
import { render, screen, signIn, waitFor, within } from '@/testing/render';
import { PostbackPanel } from './postback-panel';

async function open() {
  const view = render(<PostbackPanel canEdit />);
  const endpoint = await screen.findByRole('textbox', { name: /Endpoint/ });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save postback' }));
  // Pasting instead of typing key by key keeps these long forms quick on a loaded machine.
  const fill = async (field: HTMLElement, text: string) => {
    await view.user.clear(field);
    if (text) await view.user.paste(text);
  };
  // A new URL is a sensitive change (issue 17): the step-up dialog asks for the password first.
  const confirmStepUp = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, slow);
    await view.user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
  };
  return { ...view, endpoint, save, fill, confirmStepUp };
}

const LONG = 60_000;
const slow = { timeout: 15_000 };

describe('PostbackForm', () => {
  it(
    'checks the endpoint and duplicated keys at their fields, then saves',
    async () => {
      signIn('newbie');
      const { user, endpoint, save, fill, confirmStepUp } = await open();
      expect(await screen.findByText(/No postback is configured yet/)).toBeInTheDocument();
      await save();
      expect(await screen.findByText('This field is required.')).toBeInTheDocument();
      await fill(endpoint, 'ftp://tracker.example.com');
      await save();
      expect(await screen.findByText('Enter a valid http:// or https:// address.')).toBeInTheDocument();
      expect(endpoint).toHaveValue('ftp://tracker.example.com');

      await fill(endpoint, 'https://tracker.example.com/pb');
      await user.click(screen.getByRole('button', { name: 'Add key' }));
      await user.click(screen.getByRole('button', { name: 'Add key' }));
      await fill(screen.getByRole('textbox', { name: 'Key 1' }), 'clickid');
      await fill(screen.getByRole('textbox', { name: 'Value 1' }), '{clickId}');
      await fill(screen.getByRole('textbox', { name: 'Key 2' }), 'clickid');
      await save();
      const key2 = screen.getByRole('textbox', { name: 'Key 2' });
      await waitFor(() => expect(key2).toHaveAccessibleDescription(/This key is already in the list\./));
      expect(screen.getByRole('textbox', { name: 'Key 1' })).not.toHaveAccessibleDescription(/already in the list/);
      expect(key2).toHaveValue('clickid');

      await fill(key2, 'sub id');
      await save();
      expect(await screen.findByText('Use 1 to 64 letters, digits, _ . or -.')).toBeInTheDocument();
      await fill(key2, 'subid');
      await save();
      await confirmStepUp();
      expect(await screen.findByText('Postback saved.', {}, slow)).toBeInTheDocument();
      const saved = await getPostback();
      expect(saved.Endpoint).toBe('https://tracker.example.com/pb');
      expect(saved.Keys).toEqual([
        { Key: 'clickid', Value: '{clickId}' },
        { Key: 'subid', Value: '' },
      ]);
    },
    LONG,
  );

  it(
    'refuses a second change the same day and keeps the input',
    async () => {
      signIn('affiliate');
      const { endpoint, save, fill, confirmStepUp } = await open();
      await waitFor(() => expect(endpoint).toHaveValue('https://tracker.example.com/postback/affiliate'));
      await fill(endpoint, 'https://first.example.com/pb');
      await save();
      await confirmStepUp();
      expect(await screen.findByText('Postback saved.', {}, slow)).toBeInTheDocument();
      expect(await screen.findByTestId('postback-next-change')).toHaveTextContent(/once a day/);
      await fill(endpoint, 'https://second.example.com/pb');
      await save();
      expect(await screen.findByTestId('postback-refusal', {}, slow)).toHaveTextContent(/already changed today.*Your input is still here/);
      expect(endpoint).toHaveValue('https://second.example.com/pb');
    },
    LONG,
  );

  it(
    'keeps the input on a 500',
    async () => {
      signIn('affiliate');
      server.use(
        http.post('*/api/me/postback', () => HttpResponse.json({ message: 'boom', reason: 'internal' }, { status: 500 }), { once: true }),
      );
      const { endpoint, save, fill } = await open();
      await waitFor(() => expect(endpoint).toHaveValue('https://tracker.example.com/postback/affiliate'));
      await fill(endpoint, 'https://kept.example.com/pb');
      await save();
      expect(await screen.findByText('Something went wrong. Try again in a moment.', {}, slow)).toBeInTheDocument();
      expect(endpoint).toHaveValue('https://kept.example.com/pb');
    },
    LONG,
  );

  it(
    'sends the test call and shows its answer as text',
    async () => {
      signIn('affiliate');
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Send test call' }));
      const result = await screen.findByTestId('postback-test-result', {}, slow);
      expect(within(result).getByText(/200 · Delivered/)).toBeInTheDocument();
      expect(within(result).getByTestId('postback-test-body')).toHaveTextContent('OK');
      expect(within(result).getByText(/event=test/)).toBeInTheDocument();
    },
    LONG,
  );
});
