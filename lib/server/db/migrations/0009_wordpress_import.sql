CREATE TABLE "importacoes_wordpress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "importacoes_wordpress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'na_fila' NOT NULL,
	"arquivo_nome" text NOT NULL,
	"arquivo_bytes" bigint NOT NULL,
	"etapa" text DEFAULT '' NOT NULL,
	"percentual" integer DEFAULT 0 NOT NULL,
	"processados" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"relatorio" jsonb,
	"paginas" jsonb,
	"erro" text,
	"criado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wordpress_importados" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wordpress_importados_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"local_id" integer NOT NULL,
	"guid" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "importacoes_wordpress" ADD CONSTRAINT "importacoes_wordpress_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacoes_wordpress_criado_idx" ON "importacoes_wordpress" USING btree ("criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "wordpress_importados_chave_idx" ON "wordpress_importados" USING btree ("site","tipo","chave");
