CREATE TABLE "cobertura_atualizacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cobertura_atualizacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"postagem_id" integer NOT NULL,
	"conteudo" text NOT NULL,
	"fixada" boolean DEFAULT false NOT NULL,
	"programa_nome" text,
	"autor_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mais_lidas" (
	"periodo" text NOT NULL,
	"posicao" integer NOT NULL,
	"postagem_id" integer NOT NULL,
	"visualizacoes" integer NOT NULL,
	"calculado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mais_lidas_periodo_posicao_pk" PRIMARY KEY("periodo","posicao")
);
--> statement-breakpoint
CREATE TABLE "redirecionamentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirecionamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origem" text NOT NULL,
	"destino" text,
	"postagem_id" integer,
	"status" integer DEFAULT 301 NOT NULL,
	"criado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirecionamentos_origem_unique" UNIQUE("origem")
);
--> statement-breakpoint
ALTER TABLE "categorias" ADD COLUMN "destaque_postagem_id" integer;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "urgente_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "cobertura_inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "cobertura_fim" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cobertura_atualizacoes" ADD CONSTRAINT "cobertura_atualizacoes_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobertura_atualizacoes" ADD CONSTRAINT "cobertura_atualizacoes_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mais_lidas" ADD CONSTRAINT "mais_lidas_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirecionamentos" ADD CONSTRAINT "redirecionamentos_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirecionamentos" ADD CONSTRAINT "redirecionamentos_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobertura_atualizacoes_postagem_idx" ON "cobertura_atualizacoes" USING btree ("postagem_id","criado_em");--> statement-breakpoint
CREATE INDEX "redirecionamentos_postagem_idx" ON "redirecionamentos" USING btree ("postagem_id");--> statement-breakpoint
CREATE INDEX "postagens_urgente_idx" ON "postagens" USING btree ("urgente_ate") WHERE "postagens"."urgente_ate" is not null;