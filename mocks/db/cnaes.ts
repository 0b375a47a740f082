// CNAE subclasses a partner's business may declare: the ones an affiliate's company usually has
// (advertising, marketing, IT, media, events). Codes and wording follow IBGE's CNAE 2.3 table;
// seed.test.ts checks each code against @brazilian-utils' copy of it.
import type { CnaeRecord } from './types';

const TABLE: readonly [string, string][] = [
  ['7311-4/00', 'Agências de publicidade'],
  ['7312-2/00', 'Agenciamento de espaços para publicidade, exceto em veículos de comunicação'],
  ['7319-0/01', 'Criação de estandes para feiras e exposições'],
  ['7319-0/02', 'Promoção de vendas'],
  ['7319-0/03', 'Marketing direto'],
  ['7319-0/04', 'Consultoria em publicidade'],
  ['7319-0/99', 'Outras atividades de publicidade não especificadas anteriormente'],
  ['7320-3/00', 'Pesquisas de mercado e de opinião pública'],
  ['6201-5/01', 'Desenvolvimento de programas de computador sob encomenda'],
  ['6202-3/00', 'Desenvolvimento e licenciamento de programas de computador customizáveis'],
  ['6203-1/00', 'Desenvolvimento e licenciamento de programas de computador não customizáveis'],
  ['6204-0/00', 'Consultoria em tecnologia da informação'],
  ['6209-1/00', 'Suporte técnico, manutenção e outros serviços em tecnologia da informação'],
  ['6311-9/00', 'Tratamento de dados, provedores de serviços de aplicação e serviços de hospedagem na internet'],
  ['6319-4/00', 'Portais, provedores de conteúdo e outros serviços de informação na internet'],
  ['6399-2/00', 'Outras atividades de prestação de serviços de informação não especificadas anteriormente'],
  ['5911-1/99', 'Atividades de produção cinematográfica, de vídeos e de programas de televisão não especificadas anteriormente'],
  ['5912-0/99', 'Atividades de pós-produção cinematográfica, de vídeos e de programas de televisão não especificadas anteriormente'],
  ['5920-1/00', 'Atividades de gravação de som e de edição de música'],
  ['6010-1/00', 'Atividades de rádio'],
  ['5811-5/00', 'Edição de livros'],
  ['5813-1/00', 'Edição de revistas'],
  ['5819-1/00', 'Edição de cadastros, listas e de outros produtos gráficos'],
  ['7410-2/03', 'Design de produto'],
  ['7410-2/99', 'Atividades de design não especificadas anteriormente'],
  ['7420-0/01', 'Atividades de produção de fotografias, exceto aérea e submarina'],
  ['7490-1/04', 'Atividades de intermediação e agenciamento de serviços e negócios em geral, exceto imobiliários'],
  ['8230-0/01', 'Serviços de organização de feiras, congressos, exposições e festas'],
  ['8211-3/00', 'Serviços combinados de escritório e apoio administrativo'],
  ['8219-9/99', 'Preparação de documentos e serviços especializados de apoio administrativo não especificados anteriormente'],
  ['8299-7/99', 'Outras atividades de serviços prestados principalmente às empresas não especificadas anteriormente'],
  ['7020-4/00', 'Atividades de consultoria em gestão empresarial, exceto consultoria técnica específica'],
  ['6920-6/01', 'Atividades de contabilidade'],
  ['8599-6/04', 'Treinamento em desenvolvimento profissional e gerencial'],
  ['8599-6/99', 'Outras atividades de ensino não especificadas anteriormente'],
  ['9001-9/99', 'Artes cênicas, espetáculos e atividades complementares não especificadas anteriormente'],
  ['9319-1/01', 'Produção e promoção de eventos esportivos'],
  ['9200-3/99', 'Exploração de jogos de azar e apostas não especificados anteriormente'],
  ['4751-2/01', 'Comércio varejista especializado de equipamentos e suprimentos de informática'],
  ['4789-0/99', 'Comércio varejista de outros produtos não especificados anteriormente'],
];

export const CNAES: readonly CnaeRecord[] = TABLE.map(([Code, Description]) => ({ Code, Description }));
