CREATE TYPE "public"."status_pedido" AS ENUM('novo', 'lido', 'tocado');--> statement-breakpoint
CREATE TABLE "grade_excecoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_excecoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"programa_id" integer,
	"criado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "musicas_tocadas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "musicas_tocadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"artista" text DEFAULT '' NOT NULL,
	"titulo" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone,
	"programa_id" integer,
	"programa_nome" text,
	"apresentadores" text
);
--> statement-breakpoint
CREATE TABLE "ouvintes_hora" (
	"hora" timestamp with time zone PRIMARY KEY NOT NULL,
	"pico" integer NOT NULL,
	"soma" integer NOT NULL,
	"amostras" integer NOT NULL,
	"programa_id" integer
);
--> statement-breakpoint
CREATE TABLE "pedidos_musicais" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pedidos_musicais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"local" text NOT NULL,
	"mensagem" text NOT NULL,
	"whatsapp" text,
	"programa_id" integer,
	"programa_nome" text,
	"status" "status_pedido" DEFAULT 'novo' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programa_horarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programa_horarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programa_id" integer NOT NULL,
	"dia" integer NOT NULL,
	"inicio_minuto" integer NOT NULL,
	"fim_minuto" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grade_excecoes" ADD CONSTRAINT "grade_excecoes_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_excecoes" ADD CONSTRAINT "grade_excecoes_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musicas_tocadas" ADD CONSTRAINT "musicas_tocadas_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ouvintes_hora" ADD CONSTRAINT "ouvintes_hora_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_musicais" ADD CONSTRAINT "pedidos_musicais_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programa_horarios" ADD CONSTRAINT "programa_horarios_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_excecoes_periodo_idx" ON "grade_excecoes" USING btree ("inicio","fim");--> statement-breakpoint
CREATE INDEX "musicas_tocadas_inicio_idx" ON "musicas_tocadas" USING btree ("inicio");--> statement-breakpoint
CREATE INDEX "pedidos_musicais_criado_idx" ON "pedidos_musicais" USING btree ("criado_em");--> statement-breakpoint
CREATE INDEX "pedidos_musicais_programa_idx" ON "pedidos_musicais" USING btree ("programa_id","criado_em");--> statement-breakpoint
CREATE INDEX "programa_horarios_programa_idx" ON "programa_horarios" USING btree ("programa_id");--> statement-breakpoint
CREATE INDEX "programa_horarios_dia_idx" ON "programa_horarios" USING btree ("dia","inicio_minuto");--> statement-breakpoint
-- Each show's one set of days and times becomes a slot per day.
INSERT INTO "programa_horarios" ("programa_id", "dia", "inicio_minuto", "fim_minuto")
SELECT p."id", d.value::integer, p."inicio_minuto", p."fim_minuto"
FROM "programas" p CROSS JOIN LATERAL jsonb_array_elements_text(p."dias") AS d(value);--> statement-breakpoint
ALTER TABLE "programas" DROP COLUMN "dias";--> statement-breakpoint
ALTER TABLE "programas" DROP COLUMN "inicio_minuto";--> statement-breakpoint
ALTER TABLE "programas" DROP COLUMN "fim_minuto";