// campaign-create against the Node mock: the name is transformed as typed, the rule shows at the
// field with its boundaries, a 406 at the limit says so and keeps the input, success closes.
import { describe, expect, it, vi } from 'vitest';
import { createCampaign, getCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import { render, screen, signIn, waitFor } from '@/testing/render';
import { CampaignCreateModal } from './campaign-create-modal';

function open() {
  const onClose = vi.fn();
  const view = render(<CampaignCreateModal onClose={onClose} />);
  const name = () => screen.getByRole('textbox', { name: /name/i });
  const description = () => screen.getByRole('textbox', { name: /description/i });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create campaign' }));
  return { ...view, onClose, name, description, submit };
}

describe('CampaignCreateModal', () => {
  it('transforms the name as it is typed', async () => {
    signIn('affiliate');
    const { user, name } = open();
    await user.type(name(), 'Minha campanha 1!');
    expect(name()).toHaveValue('Minha-campanha-1');
    await user.clear(name());
    await user.type(name(), 'Promoção_de verão ');
    expect(name()).toHaveValue('Promocaode-verao-');
    await user.tab();
    expect(name()).toHaveValue('Promocaode-verao');
  });

  it('checks the name at 2/3 and 32/33 characters and the description at 128/129', async () => {
    signIn('affiliate');
    const { user, name, description, submit, onClose } = open();
    await submit();
    expect(await screen.findByText('This field is required.', { exact: false })).toBeInTheDocument();
    await user.type(name(), 'ab');
    await submit();
    expect(await screen.findByText(/at least 3/i)).toBeInTheDocument();
    await user.type(name(), 'c');
    await waitFor(() => expect(screen.queryByText(/at least 3/i)).not.toBeInTheDocument());
    await user.clear(name());
    await user.type(name(), 'x'.repeat(33));
    expect(name()).toHaveValue('x'.repeat(32));
    await user.click(description());
    await user.paste('d'.repeat(129));
    await submit();
    expect(await screen.findByText(/at most 128/i)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the maximum is reached on a 406 and keeps the input', async () => {
    signIn('affiliate');
    const existing = (await getCampaigns()).length;
    for (let i = existing; i < 10; i++) await createCampaign({ name: `filler-${i}` });
    const { user, name, description, submit, onClose } = open();
    await user.type(name(), 'Uma a mais');
    await user.type(description(), 'Depois do limite');
    await submit();
    expect(await screen.findByTestId('campaign-limit-error')).toHaveTextContent('Maximum campaigns reached');
    expect(name()).toHaveValue('Uma-a-mais');
    expect(description()).toHaveValue('Depois do limite');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the campaign and closes', async () => {
    signIn('newbie');
    const { user, name, submit, onClose } = open();
    await user.type(name(), 'Canal do YouTube');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await getCampaigns()).map((c) => c.Name)).toContain('Canal-do-YouTube');
  });
});
