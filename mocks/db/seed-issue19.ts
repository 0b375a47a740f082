// Issue 19's demo data, seeded last (after the payout cases) so every record before it keeps its
// ID and content: the `mexico` account — a Spanish-speaking partner in Mexico, paid in MXN, whose
// statements are in MXN —, the NFS-e data of the `pending` account's invoice already sent (admins
// see it beside the document), and the LGPD requests the admin queue shows: open, in progress,
// closed, one due within days and some overdue (the 15-day deadline, rules/lgpd.ts).
import { DEMO_IDS } from './demo-accounts';
import { addActivity, addNotification } from './seed-activity';
import { DAY, type SeedContext } from './seed-context';
import { addCampaign, addDemoUser } from './seed-partners';
import { buildPayments, type PaymentDraft } from './seed-payments';
import type { PrivacyRequestRecord, UserRecord } from './types';

function seedMexico(ctx: SeedContext, manager: string): void {
  const days = ctx.daysAgo;
  const user = addDemoUser(ctx, 'mexico', ['Valeria', 'Hernández'], {
    Country: 'MX',
    Currency: 'MXN',
    // An RFC: the contract's TaxPayerId is a Brazilian CPF, so the profile shows none.
    TaxPayerId: 'HEGV850412K31',
    AffiliateManager: manager,
    Balance: 8450.3,
    SubBalance: 0,
    PendingCommission: 1320.4,
    CreatedAt: days(300),
    LastLoginAt: days(1),
  });
  addCampaign(ctx, user.ID, 'Quinielas-MX', days(290), 'Pronósticos de la Liga MX');
  addCampaign(ctx, user.ID, 'Streams-Valeria', days(150), 'Transmisiones en vivo');
  const drafts: PaymentDraft[] = (
    [
      ['Completed', 'person', 190, 1800],
      ['Completed', 'person', 128, 2600.5],
      ['Cancelled', 'person', 100, 2000],
      ['Completed', 'admin', 80, 1500],
      ['Completed', 'person', 70, 3900.75],
      ['Completed', 'person', 38, 4215.2],
    ] as const
  ).map(([Status, Category, daysAgo, Amount]) => ({ UserID: user.ID, Status, Category, CreatedMs: ctx.nowMs - daysAgo * DAY, Amount }));
  buildPayments(ctx, drafts);
  addNotification(ctx, user.ID, 0, false, days(2));
  addActivity(ctx, user.ID, 0, days(1));
}

/** The NFS-e of the invoice `pending` has already sent (its NF_Sent payment). */
function seedSentNfse(ctx: SeedContext): void {
  const payment = [...ctx.db.payments.values()].find((p) => p.UserID === DEMO_IDS.pending && p.Status === 'NF_Sent');
  const company = [...ctx.db.businesses.values()].find((b) => b.AffiliateID === DEMO_IDS.pending);
  if (!payment || !company) return;
  payment.Nfse = {
    Number: String(2026000000 + payment.ID),
    VerificationCode: ctx.code(4) + '-' + ctx.code(4),
    IssueDate: ctx.iso(Date.parse(payment.CreatedAt) + DAY).slice(0, 10),
    IssuerCnpj: company.CNPJ.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    ServiceCode: '17.06',
    Amount: payment.Amount,
    SentAt: payment.UpdatedAt,
  };
}

const DETAILS: Record<PrivacyRequestRecord['Type'], readonly string[]> = {
  correction: [
    'Meu sobrenome está escrito errado no cadastro.',
    'Troquei de e-mail, por favor atualizem para o novo endereço.',
    'O CPF cadastrado tem um dígito trocado.',
    'A conta bancária mostrada não é mais a minha.',
  ],
  deletion: ['Não trabalho mais com o programa, quero apagar meus dados.', 'Por favor excluam minha conta e meus dados pessoais.'],
};

/**
 * [type, field, status, days ago]: requests of bulk partners for the admin queue — open ones
 * fresh, due within days and overdue, in progress (one overdue), completed and refused — and one
 * answered correction of the demo affiliate's own.
 */
const QUEUE: readonly (readonly [PrivacyRequestRecord['Type'], PrivacyRequestRecord['Field'], PrivacyRequestRecord['Status'], number])[] = [
  ['deletion', null, 'open', 21],
  ['correction', 'email', 'open', 19],
  ['correction', 'name', 'open', 13.5],
  ['deletion', null, 'open', 12],
  ['correction', 'taxPayerId', 'open', 6],
  ['correction', 'bankAccount', 'in_progress', 17],
  ['deletion', null, 'in_progress', 4],
  ['correction', 'name', 'open', 1],
  ['deletion', null, 'completed', 40],
  ['correction', 'email', 'refused', 33],
  ['correction', 'other', 'completed', 26],
  ['deletion', null, 'refused', 55],
];

function seedPrivacyRequests(ctx: SeedContext): void {
  const add = (
    user: UserRecord,
    type: PrivacyRequestRecord['Type'],
    field: PrivacyRequestRecord['Field'],
    status: PrivacyRequestRecord['Status'],
    daysAgo: number,
  ) => {
    const CreatedAt = ctx.iso(ctx.nowMs - daysAgo * DAY);
    const answered = status !== 'open';
    const RepliedAt = answered ? ctx.past(Date.parse(CreatedAt) + ctx.int(1, 5) * DAY) : null;
    const ID = ctx.nextId('privacyRequests');
    ctx.db.privacyRequests.set(ID, {
      ID,
      UserID: user.ID,
      Type: type,
      Field: type === 'correction' ? field : null,
      Details: ctx.pick(DETAILS[type]),
      Status: status,
      CreatedAt,
      Reply: answered
        ? status === 'refused'
          ? 'Os dados informados já estão corretos conforme os documentos enviados.'
          : status === 'completed'
            ? 'Pedido atendido. Os registros fiscais e de prevenção à lavagem de dinheiro são mantidos pelo prazo legal.'
            : 'Recebemos o pedido e estamos conferindo os documentos.'
        : null,
      RepliedAt,
      RepliedBy: answered ? DEMO_IDS.admin : null,
      ClosedAt: status === 'completed' || status === 'refused' ? RepliedAt : null,
    });
  };
  const affiliate = ctx.db.users.get(DEMO_IDS.affiliate);
  if (affiliate) add(affiliate, 'correction', 'name', 'completed', 64);
  const active = [...ctx.db.users.values()].filter((u) => u.ID > 22 && u.Status === 'active');
  for (const [type, field, status, daysAgo] of QUEUE) add(ctx.pick(active), type, field, status, daysAgo);
}

export function seedIssue19(ctx: SeedContext, manager: string): void {
  seedMexico(ctx, manager);
  seedSentNfse(ctx);
  seedPrivacyRequests(ctx);
}
