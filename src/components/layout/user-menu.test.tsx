// The account menu links both terms documents (PDF, new tab) next to the profile and sign-out.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/testing/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('links the promotion guidelines and the terms and conditions PDFs in a new tab', async () => {
    const { user } = render(
      <UserMenu firstName="Mariana" lastName="Albuquerque" username="affiliate" profilePath="/dashboard/profile/personal-data" />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu of Mariana Albuquerque' }));
    const guidelines = await screen.findByRole('menuitem', { name: 'Promotion guidelines (PDF)', hidden: true });
    expect(guidelines).toHaveAttribute('href', '/terms/promotion-guidelines.pdf');
    expect(guidelines).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Terms and conditions (PDF)', hidden: true })).toHaveAttribute(
      'href',
      '/terms/terms-of-use.pdf',
    );
    expect(screen.getByRole('menuitem', { name: 'Profile', hidden: true })).toHaveAttribute('href', '/dashboard/profile/personal-data');
  });
});
