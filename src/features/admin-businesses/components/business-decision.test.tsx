import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Business } from '@/api/generated/model/business';
import { render } from '@/testing/render';
import { BusinessDecision } from './business-decision';

const business = (ApprovalStatus: Business['ApprovalStatus']): Business => ({
  ID: 999999,
  AffiliateID: 7,
  CNPJ: '11.222.333/0001-81',
  Name: 'Almeida Marketing Digital LTDA',
  NameAlias: null,
  PostalCode: '80010-010',
  FullAddress: 'Rua das Flores',
  AddressNumber: '120',
  Complement: null,
  CNAEs: [],
  CreatedAt: '2026-10-02T13:45:00Z',
  UpdatedAt: '2026-10-02T13:45:00Z',
  CNPJCardMediaID: 'media-11',
  SocialContractMediaID: 'media-12',
  AIAnalysis: null,
  ApprovalStatus,
  RejectionReason: null,
  Affiliate: { Email: 'l@example.com', Username: 'lucas', Balance: 0, PendingCommission: 0 },
});

describe('BusinessDecision', () => {
  it('asks for a reason before rejecting', async () => {
    const { user } = render(<BusinessDecision business={business('pending')} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason to reject the business.')).toBeInTheDocument();
  });

  it('offers only reject (revoke) on an approved business, nothing on a rejected one', () => {
    const { unmount } = render(<BusinessDecision business={business('approved')} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    unmount();
    render(<BusinessDecision business={business('rejected')} />);
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
