// Portuguese wording the seed draws from: ban reasons, demo-balance reasons, campaign names,
// notifications and the AI analysis of a business. Kept apart so the seed files stay about data.
import type { BusinessApproval } from './enums';
import type { NotificationRecord } from './types';

export const BAN_REASONS = [
  'Tráfego fraudulento detectado em várias campanhas',
  'Uso de marca registrada em anúncios pagos sem autorização',
  'Divulgação para menores de idade em rede social',
  'Contas duplicadas para receber comissões em dobro',
  'Promessa de ganhos garantidos em material de divulgação',
];

export const DEMO_REASONS = [
  'Live de apresentação da plataforma no YouTube',
  'Demonstração ao vivo para seguidores no Instagram',
  'Teste de jogos para vídeo de review no TikTok',
  'Conteúdo patrocinado para o canal do Telegram',
  'Apresentação do cassino ao vivo para nova audiência',
];

export const DEMO_DECLINE_REASONS = ['Valor acima do combinado com o gerente', 'Canal sem audiência comprovada'];

export const CAMPAIGN_WORDS = [
  'Instagram',
  'YouTube',
  'TikTok',
  'Telegram',
  'WhatsApp',
  'Blog',
  'Google',
  'Twitch',
  'Kwai',
  'Facebook',
  'Email',
  'Influencer',
  'Podcast',
  'Review',
];
export const CAMPAIGN_SUFFIXES = ['Promo', 'Copa', 'Bonus', 'Stories', 'Live', 'Reels', 'Rodada', 'Cassino', 'Futebol', 'Verao'];
export const CAMPAIGN_DESCRIPTIONS = [
  'Links na bio e nos stories',
  'Vídeos de review semanais',
  'Transmissões ao vivo de cassino',
  'Grupo VIP de palpites de futebol',
  'Campanha sazonal de fim de ano',
  '',
];

export const ACTIVITY_ACTIONS: readonly (readonly [string, string])[] = [
  ['sign_in', 'Login realizado'],
  ['profile_update', 'Dados pessoais atualizados'],
  ['password_change', 'Senha alterada'],
  ['bank_account_update', 'Conta bancária atualizada'],
  ['campaign_create', 'Campanha criada'],
  ['payout_request', 'Saque solicitado'],
  ['demo_balance_request', 'Saldo demo solicitado'],
];

export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
];

export const CITIES: readonly (readonly [string, string])[] = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Salvador', 'BA'],
  ['Brasília', 'DF'],
  ['Goiânia', 'GO'],
  ['Florianópolis', 'SC'],
  ['Manaus', 'AM'],
  ['Belém', 'PA'],
  ['Campinas', 'SP'],
];
export const DISTRICTS = ['Centro', 'Pinheiros', 'Copacabana', 'Savassi', 'Batel', 'Moinhos de Vento', 'Boa Viagem', 'Meireles', 'Asa Sul'];
export const COMPANY_KINDS = ['Marketing Digital', 'Publicidade', 'Mídia', 'Comunicação', 'Produções', 'Tecnologia'];

type NotificationText = Pick<NotificationRecord, 'Type' | 'Title' | 'Message'>;
export const NOTIFICATIONS: readonly NotificationText[] = [
  { Type: 'payment', Title: 'Pagamento concluído', Message: 'Seu saque foi pago via PIX. Confira o comprovante na carteira.' },
  { Type: 'payment', Title: 'Nota fiscal solicitada', Message: 'Envie a nota fiscal do seu último saque para concluirmos o pagamento.' },
  { Type: 'demo-balance', Title: 'Saldo demo aprovado', Message: 'Sua solicitação de saldo demo foi aprovada.' },
  { Type: 'business', Title: 'Empresa em análise', Message: 'Recebemos os documentos da sua empresa e eles estão em análise.' },
  { Type: 'campaign', Title: 'Nova campanha', Message: 'Sua campanha foi criada. Compartilhe o link de rastreamento.' },
  {
    Type: 'system',
    Title: 'Novas diretrizes de divulgação',
    Message: 'Atualizamos as diretrizes de promoção. Leia e aceite os novos termos.',
  },
];

/** What the AI reviewer wrote about a business, matching where its approval ended up. */
export function aiAnalysis(approval: BusinessApproval, name: string, cnae: string, variant: number): string {
  const header = `Análise automática da empresa ${name}.`;
  if (approval === 'approved') {
    return `${header} CNPJ ativo e regular na Receita Federal. CNAE principal ${cnae} compatível com divulgação de apostas. Endereço do cartão CNPJ confere com o informado. Contrato social assinado pelos sócios. Recomendação: aprovar.`;
  }
  if (approval === 'rejected') {
    const problems = [
      'A razão social do contrato social difere da do cartão CNPJ.',
      'O cartão CNPJ enviado está ilegível.',
      `O CNAE ${cnae} não permite a atividade de publicidade.`,
    ];
    return `${header} ${problems[variant % problems.length]} Recomendação: rejeitar e pedir novos documentos.`;
  }
  return `${header} Documentos recebidos; o endereço precisa de conferência manual. Recomendação: revisar antes de aprovar.`;
}
