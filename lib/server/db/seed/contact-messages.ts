import { MINUTE } from './dates';

/**
 * Messages in the demo station's contact inbox: what a small-town station really gets —
 * song requests, a news tip, an advertiser, a complaint about the signal — some already read.
 */
export const DEMO_CONTACT_MESSAGES = [
  {
    nome: 'Lucimara Teixeira',
    email: 'lucimara.teixeira@exemplo.com.br',
    telefone: '(54) 99812-3345',
    assunto: 'Pedido musical para o aniversário da minha mãe',
    mensagem:
      'Bom dia, pessoal da Sintonia! Minha mãe, dona Irene, faz 70 anos no sábado e ouve vocês todos os dias na cozinha. Seria possível tocar "Romaria" no programa da manhã e mandar um abraço para ela? Ela vai chorar de alegria. Obrigada!',
    lida: false,
    horasAtras: 3,
  },
  {
    nome: 'Anderson Pereira',
    email: 'anderson.pereira@exemplo.com.br',
    telefone: null,
    assunto: 'Buraco na Rua das Acácias',
    mensagem:
      'Olá, moro no bairro Santa Luzia e há três semanas tem um buraco enorme na Rua das Acácias, perto da escola. Já liguei para a prefeitura e nada. Vocês poderiam fazer uma matéria? Posso mandar fotos pelo WhatsApp.',
    lida: false,
    horasAtras: 20,
  },
  {
    nome: 'Comercial Bortolini Materiais de Construção',
    email: 'contato@bortolini.exemplo.com.br',
    telefone: '(54) 3321-8890',
    assunto: 'Anúncio na programação da tarde',
    mensagem:
      'Prezados, gostaríamos de receber a tabela de preços para inserções comerciais de 30 segundos no horário da tarde, de segunda a sexta, durante o mês de dezembro. Aguardamos retorno.',
    lida: true,
    horasAtras: 2 * 24 + 5,
  },
  {
    nome: 'José Carlos Fontana',
    email: 'jc.fontana@exemplo.com.br',
    telefone: '(54) 99654-1020',
    assunto: 'Sinal fraco no interior',
    mensagem:
      'Sou ouvinte da Linha Sete e desde a semana passada o sinal da 87.9 está chiando muito à noite. Antes pegava perfeito. Aconteceu alguma coisa com a antena? Por enquanto estou ouvindo pelo aplicativo.',
    lida: true,
    horasAtras: 5 * 24 + 2,
  },
  {
    nome: 'Patrícia Moraes',
    email: 'patricia.moraes@exemplo.com.br',
    telefone: null,
    assunto: null,
    mensagem: 'Parabéns pela cobertura da Festa da Colheita! As fotos ficaram lindas. Vocês vão disponibilizar as fotos em alta resolução?',
    lida: false,
    horasAtras: 8 * 24,
  },
] as const;

/** Rows for mensagens_contato, dated relative to the seeding time. */
export function demoContactMessageRows(now: Date) {
  return DEMO_CONTACT_MESSAGES.map((message, index) => ({
    nome: message.nome,
    email: message.email,
    telefone: message.telefone,
    assunto: message.assunto,
    mensagem: message.mensagem,
    lida: message.lida,
    ip: `192.168.1.${20 + index}`,
    criadoEm: new Date(now.getTime() - message.horasAtras * 60 * MINUTE),
  }));
}
