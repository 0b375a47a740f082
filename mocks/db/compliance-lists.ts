// The compliance rule lists the seed starts from (issue 18): version 1 of the phrase list and of
// the authorised landing domains. The phrases follow the categories of Portaria SPA/MF
// 1.231/2024 (art. 17 and its annex) and Lei 14.790/2023 arts. 16–17 — easy or guaranteed money,
// betting as income or investment, as a way to recover losses, skill promising wins, pressure to
// act now, "grátis"/"free" next to conditions — plus the accepted forms of the two required marks.
// They are a starting point an administrator edits (or replaces by a CSV import), not a legal
// opinion. Matching ignores case and accents, so one spelling of each phrase is enough.
import type { DomainEntry, PhraseCategory, PhraseEntry } from '../rules/compliance';

type Row = readonly [phrase: string, language: PhraseEntry['Language']];

const PHRASES: Record<PhraseCategory, readonly Row[]> = {
  easy_money: [
    ['dinheiro fácil', 'pt-br'],
    ['dinheiro rápido', 'pt-br'],
    ['ganho garantido', 'pt-br'],
    ['lucro garantido', 'pt-br'],
    ['vitória garantida', 'pt-br'],
    ['ganhe sempre', 'pt-br'],
    ['sem risco', 'pt-br'],
    ['fique rico', 'pt-br'],
    ['easy money', 'en-us'],
    ['fast cash', 'en-us'],
    ['guaranteed win*', 'en-us'],
    ['guaranteed profit*', 'en-us'],
    ['sure win', 'en-us'],
    ['risk-free', 'en-us'],
    ['risk free', 'en-us'],
    ['get rich', 'en-us'],
    ['dinero fácil', 'es-419'],
    ['ganancia garantizada', 'es-419'],
  ],
  income_or_investment: [
    ['renda extra', 'pt-br'],
    ['fonte de renda', 'pt-br'],
    ['investiment*', 'pt-br'],
    ['invista', 'pt-br'],
    ['largue seu emprego', 'pt-br'],
    ['salário', 'pt-br'],
    ['extra income', 'en-us'],
    ['source of income', 'en-us'],
    ['passive income', 'en-us'],
    ['investment*', 'en-us'],
    ['quit your job', 'en-us'],
    ['ingreso extra', 'es-419'],
    ['inversión', 'es-419'],
  ],
  loss_recovery: [
    ['recupere suas perdas', 'pt-br'],
    ['recupere o que perdeu', 'pt-br'],
    ['recuperar o prejuízo', 'pt-br'],
    ['recuperar perdas', 'pt-br'],
    ['recover your losses', 'en-us'],
    ['win back your losses', 'en-us'],
    ['chase your losses', 'en-us'],
    ['get your money back', 'en-us'],
    ['recupera tus pérdidas', 'es-419'],
  ],
  skill_wins: [
    ['estratégia infalível', 'pt-br'],
    ['método infalível', 'pt-br'],
    ['sistema garantido', 'pt-br'],
    ['palpite certeiro', 'pt-br'],
    ['basta saber apostar', 'pt-br'],
    ['com habilidade você ganha', 'pt-br'],
    ['foolproof strategy', 'en-us'],
    ['winning system', 'en-us'],
    ['skill guarantees', 'en-us'],
    ["can't lose", 'en-us'],
    ['beat the house', 'en-us'],
    ['estrategia infalible', 'es-419'],
  ],
  urgency: [
    ['aposte agora', 'pt-br'],
    ['só hoje', 'pt-br'],
    ['última chance', 'pt-br'],
    ['não perca', 'pt-br'],
    ['por tempo limitado', 'pt-br'],
    ['corra', 'pt-br'],
    ['bet now', 'en-us'],
    ['today only', 'en-us'],
    ['last chance', 'en-us'],
    ['act now', 'en-us'],
    ['hurry', 'en-us'],
    ['limited time', 'en-us'],
    ['apuesta ahora', 'es-419'],
    ['solo hoy', 'es-419'],
  ],
  free_word: [
    ['grátis', 'pt-br'],
    ['gratuit*', 'pt-br'],
    ['de graça', 'pt-br'],
    ['sem custo', 'pt-br'],
    ['free', 'en-us'],
    ['no cost', 'en-us'],
    ['gratis', 'es-419'],
  ],
  condition_word: [
    ['depósito', 'pt-br'],
    ['deposite', 'pt-br'],
    ['depositar', 'pt-br'],
    ['rollover', 'pt-br'],
    ['valor mínimo', 'pt-br'],
    ['condições', 'pt-br'],
    ['requisito*', 'pt-br'],
    ['deposit*', 'en-us'],
    ['wager*', 'en-us'],
    ['minimum', 'en-us'],
    ['terms apply', 'en-us'],
    ['conditions apply', 'en-us'],
    ['requirement*', 'en-us'],
    ['depósito', 'es-419'],
  ],
  age_mark: [
    ['18+', 'pt-br'],
    ['+18', 'pt-br'],
    ['proibido para menores de 18 anos', 'pt-br'],
    ['18+', 'en-us'],
    ['18+', 'es-419'],
  ],
  responsible_gambling_mark: [
    ['jogue com responsabilidade', 'pt-br'],
    ['aposte com responsabilidade', 'pt-br'],
    ['jogo responsável', 'pt-br'],
    ['play responsibly', 'en-us'],
    ['gamble responsibly', 'en-us'],
    ['bet responsibly', 'en-us'],
    ['juega con responsabilidad', 'es-419'],
    ['juego responsable', 'es-419'],
  ],
};

export const DEFAULT_PHRASES: readonly PhraseEntry[] = (Object.entries(PHRASES) as [PhraseCategory, readonly Row[]][]).flatMap(
  ([Category, rows]) => rows.map(([Phrase, Language]) => ({ Phrase, Language, Category })),
);

export const DEFAULT_DOMAINS: readonly DomainEntry[] = [
  { Pattern: '*.bet.br', Note: 'Operators licensed by the SPA/MF use .bet.br (Portaria SPA/MF 1.231/2024)' },
];
