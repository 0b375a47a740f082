// The creatives library's seed (issue 18): version 1 of both compliance rule lists and twelve
// creatives by the demo admin — banners in several standard sizes and text snippets, in pt-br,
// en-us and es-419 — in every state: published ones the affiliates' library shows, drafts that
// pass (ready to publish) and fail (a text full of banned claims; a landing page off the
// authorised domains), one published under an override with its reason, one retired. Seeded
// last and dated from `now` without drawing from faker, so no other seeded record changes.
// Banner images have no stored bytes: the image handler draws one of the right size.
import type { BannerSize } from '@/api/generated/model/bannerSize';
import { DEFAULT_DOMAINS, DEFAULT_PHRASES } from './compliance-lists';
import { DEMO_IDS } from './demo-accounts';
import { DAY, type SeedContext } from './seed-context';
import type { ActorRef, ComplianceVersionRecord, CreativeHistoryRecord, CreativeRecord } from './types';

const ADMIN: ActorRef = { ID: DEMO_IDS.admin, Username: 'admin' };

type Seeded = Omit<
  CreativeRecord,
  'ID' | 'CreatedBy' | 'CreatedAt' | 'UpdatedAt' | 'PublishedAt' | 'RetiredAt' | 'History' | 'ImageID' | 'Override'
> & {
  /** A banner's size, `${width}x${height}` (the contract's BannerSize). */
  size?: BannerSize;
  /** Days before `now` it was created (and published or retired, when it was). */
  created: number;
  published?: number;
  retired?: number;
  override?: string;
  retireReason?: string;
};

const CREATIVES: readonly Seeded[] = [
  {
    Name: 'Brasileirão odds turbinadas',
    Kind: 'banner',
    size: '300x250',
    Status: 'published',
    Text: 'Odds turbinadas em todos os jogos do Brasileirão. 18+ · Jogue com responsabilidade.',
    LandingUrl: 'https://www.apostas.bet.br/esportes/futebol',
    CampaignType: 'sports',
    Country: 'BR',
    Language: 'pt-br',
    created: 40,
    published: 39,
  },
  {
    Name: 'Cassino ao vivo 24 horas',
    Kind: 'banner',
    size: '728x90',
    Status: 'published',
    Text: 'Cassino ao vivo com mesas 24 horas. Proibido para menores de 18 anos. Jogue com responsabilidade.',
    LandingUrl: 'https://cassino.apostas.bet.br/ao-vivo',
    CampaignType: 'casino',
    Country: 'BR',
    Language: 'pt-br',
    created: 35,
    published: 34,
  },
  {
    Name: 'Estatísticas ao vivo (celular)',
    Kind: 'banner',
    size: '320x50',
    Status: 'published',
    Text: 'Estatísticas ao vivo em cada rodada. 18+ Aposte com responsabilidade.',
    LandingUrl: 'https://www.apostas.bet.br/ao-vivo',
    CampaignType: 'sports',
    Country: 'BR',
    Language: 'pt-br',
    created: 30,
    published: 29,
  },
  {
    Name: 'Live tables skyscraper',
    Kind: 'banner',
    size: '160x600',
    Status: 'published',
    Text: 'Live tables around the clock. 18+ · Play responsibly.',
    LandingUrl: 'https://www.apostas.bet.br/en/casino',
    CampaignType: 'casino',
    Country: 'BR',
    Language: 'en-us',
    created: 28,
    published: 27,
  },
  {
    Name: 'Copa do Brasil ao vivo',
    Kind: 'text',
    Status: 'published',
    Text: 'Acompanhe a Copa do Brasil com estatísticas em tempo real e transmissão ao vivo. 18+ · Jogue com responsabilidade.',
    LandingUrl: 'https://www.apostas.bet.br/copa-do-brasil',
    CampaignType: 'sports',
    Country: 'BR',
    Language: 'pt-br',
    created: 25,
    published: 24,
  },
  {
    Name: 'Live stats and cash out',
    Kind: 'text',
    Status: 'published',
    Text: 'Follow every match with live stats and cash out when you choose. 18+ · Gamble responsibly.',
    LandingUrl: 'https://www.apostas.bet.br/en',
    CampaignType: 'brand',
    Country: 'BR',
    Language: 'en-us',
    created: 22,
    published: 21,
  },
  {
    Name: 'Liga MX cuotas en vivo',
    Kind: 'banner',
    size: '300x600',
    Status: 'published',
    Text: 'Cuotas en vivo para cada jornada de la Liga MX. 18+ · Juega con responsabilidad.',
    LandingUrl: 'https://mx.apostas.bet.br/liga-mx',
    CampaignType: 'sports',
    Country: 'MX',
    Language: 'es-419',
    created: 20,
    published: 19,
  },
  {
    Name: 'Roleta ao vivo (billboard)',
    Kind: 'banner',
    size: '970x250',
    Status: 'draft',
    Text: 'Roleta ao vivo com crupiês brasileiros. 18+ · Jogue com responsabilidade.',
    LandingUrl: 'https://cassino.apostas.bet.br/roleta',
    CampaignType: 'live-casino',
    Country: 'BR',
    Language: 'pt-br',
    created: 6,
  },
  {
    Name: 'Promo relâmpago (rascunho)',
    Kind: 'text',
    Status: 'draft',
    Text: 'Ganhe dinheiro fácil! Aposte agora: só hoje, R$ 50 grátis no primeiro depósito.',
    LandingUrl: 'https://www.apostas.bet.br/promo',
    CampaignType: 'sports',
    Country: 'BR',
    Language: 'pt-br',
    created: 4,
  },
  {
    Name: 'Spin tonight (full banner)',
    Kind: 'banner',
    size: '468x60',
    Status: 'draft',
    Text: 'Spin the wheel tonight. 18+ · Play responsibly.',
    LandingUrl: 'https://promo.apostas.example.com/spin',
    CampaignType: 'casino',
    Country: 'BR',
    Language: 'en-us',
    created: 3,
  },
  {
    Name: 'Giros sem depósito',
    Kind: 'text',
    Status: 'published',
    Text: '120 giros grátis para novos jogadores, sem depósito e sem rollover. 18+ · Jogue com responsabilidade.',
    LandingUrl: 'https://cassino.apostas.bet.br/giros',
    CampaignType: 'casino',
    Country: 'BR',
    Language: 'pt-br',
    created: 15,
    published: 14,
    override: 'Revisado pelo jurídico: a oferta não exige depósito nem rollover, e o texto diz isso.',
  },
  {
    Name: 'Bolão da rodada (encerrado)',
    Kind: 'text',
    Status: 'retired',
    Text: 'Monte seu bolão da rodada com os amigos. 18+ · Jogue com responsabilidade.',
    LandingUrl: 'https://www.apostas.bet.br/bolao',
    CampaignType: 'sports',
    Country: 'BR',
    Language: 'pt-br',
    created: 60,
    published: 59,
    retired: 10,
    retireReason: 'A campanha do bolão terminou.',
  },
];

export function seedCreatives(ctx: SeedContext): void {
  const at = (days: number) => ctx.iso(ctx.nowMs - days * DAY);
  const rules = at(90);
  // The first version of each compliance list, saved by the admin 90 days ago with every entry added.
  const firstVersion = (
    List: ComplianceVersionRecord['List'],
    Note: string,
    lists: Pick<ComplianceVersionRecord, 'Phrases' | 'Domains'>,
  ) => {
    const ID = ctx.nextId('complianceVersions');
    const Added = lists.Phrases.length + lists.Domains.length;
    ctx.db.complianceVersions.set(ID, {
      ID,
      List,
      Version: 1,
      ChangedBy: ADMIN.ID,
      ChangedByUsername: ADMIN.Username,
      ChangedAt: rules,
      Note,
      ...lists,
      Added,
      Removed: 0,
    });
  };
  firstVersion('phrases', 'Seeded from the categories of Portaria SPA/MF 1.231/2024', {
    Phrases: DEFAULT_PHRASES.map((p) => ({ ...p })),
    Domains: [],
  });
  firstVersion('domains', 'Default: the .bet.br domains of licensed operators', {
    Phrases: [],
    Domains: DEFAULT_DOMAINS.map((d) => ({ ...d })),
  });

  for (const c of CREATIVES) {
    const { size, created, published, retired, override, retireReason, ...fields } = c;
    let ImageID: number | null = null;
    if (size) {
      ImageID = ctx.nextId('creativeImages');
      const [Width, Height] = size.split('x').map(Number) as [number, number];
      // About what a flat banner of that size weighs as a PNG.
      ctx.db.creativeImages.set(ImageID, {
        ID: ImageID,
        OwnerID: ADMIN.ID,
        Type: 'image/png',
        Bytes: 8_000 + Math.round((Width * Height) / 20),
        Width,
        Height,
        CreatedAt: at(created),
      });
    }
    const History: CreativeHistoryRecord[] = [{ At: at(created), Action: 'created', By: ADMIN, Reason: null }];
    if (published !== undefined)
      History.push({ At: at(published), Action: override ? 'override' : 'published', By: ADMIN, Reason: override ?? null });
    if (retired !== undefined) History.push({ At: at(retired), Action: 'retired', By: ADMIN, Reason: retireReason ?? null });
    const ID = ctx.nextId('creatives');
    ctx.db.creatives.set(ID, {
      ...fields,
      ID,
      ImageID,
      CreatedBy: ADMIN.ID,
      CreatedAt: at(created),
      UpdatedAt: History[History.length - 1]!.At,
      PublishedAt: published === undefined ? null : at(published),
      RetiredAt: retired === undefined ? null : at(retired),
      Override: override ? { Reason: override, By: ADMIN, At: at(published ?? created), FailedRules: ['free_with_conditions'] } : null,
      History,
    });
  }
}
