CREATE TYPE "public"."papel" AS ENUM('admin', 'editor', 'autor');--> statement-breakpoint
CREATE TYPE "public"."status_postagem" AS ENUM('rascunho', 'agendado', 'publicado', 'arquivado');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"imagem" text NOT NULL,
	"link" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"inicio_em" timestamp with time zone,
	"fim_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categorias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"descricao" text,
	"cor" text DEFAULT '#3B82F6' NOT NULL,
	"imagem" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text DEFAULT '' NOT NULL,
	"publico" boolean DEFAULT true NOT NULL,
	"grupo" text DEFAULT 'site' NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquete_opcoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquete_opcoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquete_id" integer NOT NULL,
	"texto" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquete_votos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquete_votos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquete_id" integer NOT NULL,
	"opcao_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"ip" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquetes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquetes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pergunta" text NOT NULL,
	"descricao" text,
	"imagem" text,
	"ativa" boolean DEFAULT true NOT NULL,
	"multipla" boolean DEFAULT false NOT NULL,
	"inicio_em" timestamp with time zone,
	"fim_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integracoes" (
	"provedor" text PRIMARY KEY NOT NULL,
	"dados_criptografados" text NOT NULL,
	"conectado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer,
	"acao" text NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text,
	"detalhes" jsonb,
	"ip" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membros_equipe" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membros_equipe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"cargo" text NOT NULL,
	"avatar" text,
	"bio" text,
	"redes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensagens_contato" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensagens_contato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text,
	"assunto" text,
	"mensagem" text NOT NULL,
	"lida" boolean DEFAULT false NOT NULL,
	"ip" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "midias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "midias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arquivo" text NOT NULL,
	"nome_original" text NOT NULL,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"largura" integer,
	"altura" integer,
	"alt" text,
	"variantes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enviado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "midias_arquivo_unique" UNIQUE("arquivo")
);
--> statement-breakpoint
CREATE TABLE "oauth_estados" (
	"estado" text NOT NULL,
	"provedor" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "oauth_estados_estado_pk" PRIMARY KEY("estado")
);
--> statement-breakpoint
CREATE TABLE "postagem_imagens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postagem_imagens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"postagem_id" integer NOT NULL,
	"url" text NOT NULL,
	"legenda" text,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postagens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postagens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"slug" text NOT NULL,
	"resumo" text,
	"conteudo" text DEFAULT '' NOT NULL,
	"conteudo_json" jsonb,
	"imagem_destaque" text,
	"legenda" text,
	"categoria_id" integer NOT NULL,
	"autor_id" integer NOT NULL,
	"membro_equipe_id" integer,
	"destaque" boolean DEFAULT false NOT NULL,
	"status" "status_postagem" DEFAULT 'rascunho' NOT NULL,
	"publicado_em" timestamp with time zone,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"atualizado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"busca" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portuguese'::regconfig, sintonia_unaccent(coalesce(titulo, ''))), 'A') || setweight(to_tsvector('portuguese'::regconfig, sintonia_unaccent(coalesce(resumo, ''))), 'B') || setweight(to_tsvector('portuguese'::regconfig, sintonia_unaccent(regexp_replace(coalesce(conteudo, ''), '<[^>]*>', ' ', 'g'))), 'C')) STORED,
	CONSTRAINT "postagens_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"papel" "papel" DEFAULT 'autor' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"avatar" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"ultimo_acesso_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visualizacoes_diarias" (
	"postagem_id" integer NOT NULL,
	"dia" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visualizacoes_diarias_postagem_id_dia_pk" PRIMARY KEY("postagem_id","dia")
);
--> statement-breakpoint
ALTER TABLE "enquete_opcoes" ADD CONSTRAINT "enquete_opcoes_enquete_id_enquetes_id_fk" FOREIGN KEY ("enquete_id") REFERENCES "public"."enquetes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_votos" ADD CONSTRAINT "enquete_votos_enquete_id_enquetes_id_fk" FOREIGN KEY ("enquete_id") REFERENCES "public"."enquetes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquete_votos" ADD CONSTRAINT "enquete_votos_opcao_id_enquete_opcoes_id_fk" FOREIGN KEY ("opcao_id") REFERENCES "public"."enquete_opcoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracoes" ADD CONSTRAINT "integracoes_conectado_por_id_usuarios_id_fk" FOREIGN KEY ("conectado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "midias" ADD CONSTRAINT "midias_enviado_por_id_usuarios_id_fk" FOREIGN KEY ("enviado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_estados" ADD CONSTRAINT "oauth_estados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postagem_imagens" ADD CONSTRAINT "postagem_imagens_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postagens" ADD CONSTRAINT "postagens_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postagens" ADD CONSTRAINT "postagens_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postagens" ADD CONSTRAINT "postagens_membro_equipe_id_membros_equipe_id_fk" FOREIGN KEY ("membro_equipe_id") REFERENCES "public"."membros_equipe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postagens" ADD CONSTRAINT "postagens_atualizado_por_id_usuarios_id_fk" FOREIGN KEY ("atualizado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualizacoes_diarias" ADD CONSTRAINT "visualizacoes_diarias_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquete_opcoes_enquete_idx" ON "enquete_opcoes" USING btree ("enquete_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "enquete_votos_enquete_device_unique" ON "enquete_votos" USING btree ("enquete_id","device_id");--> statement-breakpoint
CREATE INDEX "enquete_votos_opcao_idx" ON "enquete_votos" USING btree ("opcao_id");--> statement-breakpoint
CREATE INDEX "logs_criado_idx" ON "logs" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "logs_usuario_idx" ON "logs" USING btree ("usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "mensagens_contato_criado_idx" ON "mensagens_contato" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "midias_criado_idx" ON "midias" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "postagem_imagens_postagem_idx" ON "postagem_imagens" USING btree ("postagem_id","ordem");--> statement-breakpoint
CREATE INDEX "postagens_busca_idx" ON "postagens" USING gin ("busca");--> statement-breakpoint
CREATE INDEX "postagens_status_publicado_idx" ON "postagens" USING btree ("status","publicado_em");--> statement-breakpoint
CREATE INDEX "postagens_categoria_idx" ON "postagens" USING btree ("categoria_id","publicado_em");--> statement-breakpoint
CREATE INDEX "postagens_destaque_idx" ON "postagens" USING btree ("destaque","publicado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_unique" ON "usuarios" USING btree (lower("email"));