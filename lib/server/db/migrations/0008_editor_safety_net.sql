CREATE TYPE "public"."estado_revisao" AS ENUM('pendente', 'devolvida');--> statement-breakpoint
CREATE TYPE "public"."tipo_revisao" AS ENUM('salva', 'automatica');--> statement-breakpoint
CREATE TABLE "postagem_revisoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postagem_revisoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"postagem_id" integer NOT NULL,
	"tipo" "tipo_revisao" DEFAULT 'salva' NOT NULL,
	"autor_id" integer,
	"versao" integer NOT NULL,
	"titulo" text NOT NULL,
	"status" "status_postagem" NOT NULL,
	"dados" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "previas_postagem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "previas_postagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"postagem_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"criado_por_id" integer,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previas_postagem_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "midias" ADD COLUMN "foco_x" real;--> statement-breakpoint
ALTER TABLE "midias" ADD COLUMN "foco_y" real;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "revisao_estado" "estado_revisao";--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "revisao_comentario" text;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "revisao_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "revisao_por_id" integer;--> statement-breakpoint
ALTER TABLE "postagem_revisoes" ADD CONSTRAINT "postagem_revisoes_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postagem_revisoes" ADD CONSTRAINT "postagem_revisoes_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previas_postagem" ADD CONSTRAINT "previas_postagem_postagem_id_postagens_id_fk" FOREIGN KEY ("postagem_id") REFERENCES "public"."postagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previas_postagem" ADD CONSTRAINT "previas_postagem_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postagem_revisoes_postagem_idx" ON "postagem_revisoes" USING btree ("postagem_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "postagem_revisoes_autosave_idx" ON "postagem_revisoes" USING btree ("postagem_id","autor_id") WHERE "postagem_revisoes"."tipo" = 'automatica';--> statement-breakpoint
CREATE INDEX "previas_postagem_postagem_idx" ON "previas_postagem" USING btree ("postagem_id");--> statement-breakpoint
ALTER TABLE "postagens" ADD CONSTRAINT "postagens_revisao_por_id_usuarios_id_fk" FOREIGN KEY ("revisao_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;