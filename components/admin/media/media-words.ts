import type { MediaKind } from '@/lib/schemas/media';

/*
 * Every word the media screens say about images and audio files, in one table: the lists and
 * pickers of one kind, the library of both ('todos'), the uploader, the picker and the details
 * panel. Gender and plural differ per kind ('imagem selecionada', 'áudio selecionado'), so each
 * phrase is written out whole rather than assembled from a noun.
 */

/** A list, search or uploader of one kind (the pickers) or of the whole library. */
export type MediaListKind = MediaKind | 'todos';

/** The words of a list and its uploader, for one kind or both. */
type ListWords = {
  lista: string;
  busca: string;
  total: (n: number) => string;
  paginacao: string;
  erro: string;
  carregando: string;
  vazio: string;
  semResultado: (busca: string) => string;
  /** The uploader's file input, drop zone and hint. */
  envio: { rotulo: string; zona: string; dica: string };
};

/** One choice and several: the picker opened for one file or with `multiple`. */
type OneOrMany = { um: string; varios: string };

/** The words about one file of a kind: the picker, the library and the details panel. */
type FileWords = ListWords & {
  escolha: {
    titulo: OneOrMany;
    descricao: OneOrMany;
    confirmar: OneOrMany;
    /** The picker's tabs ('Biblioteca', 'Enviar'). */
    origem: string;
    nenhum: string;
    selecionados: (n: number) => string;
  };
  /** The library's toast after an upload and the label of the selected file's panel. */
  enviado: string;
  selecionado: string;
  detalhes: {
    titulo: string;
    alt: string;
    altDica: string;
    altSalvo: string;
    altNaoSalvo: string;
    endereco: string;
    excluir: string;
    excluido: string;
    naoExcluido: string;
    /** 'Enviada por', 'Enviada em'. */
    enviada: string;
  };
};

export const MEDIA_WORDS: Record<MediaKind, FileWords> & Record<'todos', ListWords> = {
  imagem: {
    lista: 'Imagens',
    busca: 'Buscar imagens',
    total: (n) => (n === 1 ? '1 imagem' : `${n} imagens`),
    paginacao: 'Paginação das imagens',
    erro: 'Não foi possível carregar as imagens.',
    carregando: 'Carregando imagens...',
    vazio: 'Nenhuma imagem enviada ainda.',
    semResultado: (busca) => `Nenhuma imagem encontrada para "${busca}".`,
    envio: {
      rotulo: 'Escolher imagens para enviar',
      zona: 'Arraste imagens para cá ou clique para escolher',
      dica: 'JPEG, PNG, WebP ou GIF, até 10 MB cada. Você pode enviar várias de uma vez.',
    },
    escolha: {
      titulo: { um: 'Escolher imagem', varios: 'Escolher imagens' },
      descricao: { um: 'Selecione uma imagem da biblioteca ou envie uma nova.', varios: 'Selecione uma ou mais imagens da biblioteca ou envie novas.' },
      confirmar: { um: 'Usar imagem selecionada', varios: 'Usar imagens selecionadas' },
      origem: 'Origem da imagem',
      nenhum: 'Nenhuma imagem selecionada.',
      selecionados: (n) => `${n} ${n === 1 ? 'imagem selecionada' : 'imagens selecionadas'}.`,
    },
    enviado: 'Imagem enviada.',
    selecionado: 'Imagem selecionada',
    detalhes: {
      titulo: 'Detalhes da imagem',
      alt: 'Texto alternativo',
      altDica: 'Descreva a imagem para quem não pode vê-la.',
      altSalvo: 'Texto alternativo salvo.',
      altNaoSalvo: 'Não foi possível salvar o texto alternativo.',
      endereco: 'Endereço da imagem',
      excluir: 'Excluir imagem',
      excluido: 'Imagem excluída.',
      naoExcluido: 'A imagem não foi excluída.',
      enviada: 'Enviada',
    },
  },
  audio: {
    lista: 'Áudios',
    busca: 'Buscar áudios',
    total: (n) => (n === 1 ? '1 áudio' : `${n} áudios`),
    paginacao: 'Paginação dos áudios',
    erro: 'Não foi possível carregar os áudios.',
    carregando: 'Carregando áudios...',
    vazio: 'Nenhum áudio enviado ainda.',
    semResultado: (busca) => `Nenhum áudio encontrado para "${busca}".`,
    envio: {
      rotulo: 'Escolher áudios para enviar',
      zona: 'Arraste o áudio para cá ou clique para escolher',
      dica: 'MP3, M4A ou OGG, até 200 MB. A duração é lida do próprio arquivo.',
    },
    escolha: {
      titulo: { um: 'Escolher áudio', varios: 'Escolher áudios' },
      descricao: { um: 'Selecione um áudio da biblioteca ou envie um novo.', varios: 'Selecione um ou mais áudios da biblioteca ou envie novos.' },
      confirmar: { um: 'Usar áudio selecionado', varios: 'Usar áudios selecionados' },
      origem: 'Origem do áudio',
      nenhum: 'Nenhum áudio selecionado.',
      selecionados: (n) => `${n} ${n === 1 ? 'áudio selecionado' : 'áudios selecionados'}.`,
    },
    enviado: 'Áudio enviado.',
    selecionado: 'Áudio selecionado',
    detalhes: {
      titulo: 'Detalhes do áudio',
      alt: 'Descrição',
      altDica: 'Diga do que se trata, para achar o áudio na busca.',
      altSalvo: 'Descrição salva.',
      altNaoSalvo: 'Não foi possível salvar a descrição.',
      endereco: 'Endereço do áudio',
      excluir: 'Excluir áudio',
      excluido: 'Áudio excluído.',
      naoExcluido: 'O áudio não foi excluído.',
      enviada: 'Enviado',
    },
  },
  todos: {
    lista: 'Imagens e áudios',
    busca: 'Buscar imagens e áudios',
    total: (n) => (n === 1 ? '1 arquivo' : `${n} arquivos`),
    paginacao: 'Paginação da biblioteca',
    erro: 'Não foi possível carregar a biblioteca.',
    carregando: 'Carregando a biblioteca...',
    vazio: 'Nada enviado ainda.',
    semResultado: (busca) => `Nada encontrado para "${busca}".`,
    envio: {
      rotulo: 'Escolher imagens ou áudios para enviar',
      zona: 'Arraste imagens ou áudios para cá ou clique para escolher',
      dica: 'Imagens JPEG, PNG, WebP ou GIF, até 10 MB cada; áudios MP3, M4A ou OGG, até 200 MB. Você pode enviar vários de uma vez.',
    },
  },
};
