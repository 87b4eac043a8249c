CREATE TABLE "episodios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "episodios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programa_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"slug" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"audio_url" text NOT NULL,
	"audio_mime" text NOT NULL,
	"audio_tamanho" integer NOT NULL,
	"duracao_segundos" integer NOT NULL,
	"capa" text,
	"explicito" boolean DEFAULT false NOT NULL,
	"guid" text NOT NULL,
	"publicado_em" timestamp with time zone NOT NULL,
	"criado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episodios_slug_unique" UNIQUE("slug"),
	CONSTRAINT "episodios_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "programa_apresentadores" (
	"programa_id" integer NOT NULL,
	"membro_id" integer NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "programa_apresentadores_programa_id_membro_id_pk" PRIMARY KEY("programa_id","membro_id")
);
--> statement-breakpoint
CREATE TABLE "programas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"imagem" text,
	"dias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inicio_minuto" integer NOT NULL,
	"fim_minuto" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "episodios" ADD CONSTRAINT "episodios_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodios" ADD CONSTRAINT "episodios_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programa_apresentadores" ADD CONSTRAINT "programa_apresentadores_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programa_apresentadores" ADD CONSTRAINT "programa_apresentadores_membro_id_membros_equipe_id_fk" FOREIGN KEY ("membro_id") REFERENCES "public"."membros_equipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episodios_programa_publicado_idx" ON "episodios" USING btree ("programa_id","publicado_em");--> statement-breakpoint
CREATE INDEX "episodios_publicado_idx" ON "episodios" USING btree ("publicado_em");--> statement-breakpoint
CREATE INDEX "programa_apresentadores_membro_idx" ON "programa_apresentadores" USING btree ("membro_id");