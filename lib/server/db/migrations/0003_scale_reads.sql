-- Search reads the stored vector of every candidate post: keep it in the row (uncompressed when it
-- fits) instead of in the TOAST table, where each read costs several extra page visits. SET STORAGE
-- applies to rows written from now on; rewriting the posts applies it to the ones already there
-- (the vector is regenerated from the title).
ALTER TABLE "postagens" ALTER COLUMN "busca" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "postagens" SET "titulo" = "titulo";--> statement-breakpoint
CREATE TABLE "contagem_postagens" (
	"categoria_id" integer NOT NULL,
	"destaque" boolean NOT NULL,
	"periodo" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "contagem_postagens_categoria_id_destaque_periodo_pk" PRIMARY KEY("categoria_id","destaque","periodo")
);
--> statement-breakpoint
ALTER TABLE "contagem_postagens" ADD CONSTRAINT "contagem_postagens_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postagens_publicas_idx" ON "postagens" USING btree ((coalesce("publicado_em", "criado_em")),"id","status","publicado_em","criado_em","categoria_id","destaque") WHERE "postagens"."status" in ('publicado', 'agendado');--> statement-breakpoint
CREATE INDEX "postagens_publicas_categoria_idx" ON "postagens" USING btree ("categoria_id",(coalesce("publicado_em", "criado_em")),"id","status","publicado_em","criado_em","destaque") WHERE "postagens"."status" in ('publicado', 'agendado');--> statement-breakpoint
CREATE INDEX "postagens_publicas_destaque_idx" ON "postagens" USING btree ((coalesce("publicado_em", "criado_em")),"id","status","publicado_em","criado_em","categoria_id") WHERE "postagens"."status" in ('publicado', 'agendado') and "postagens"."destaque";--> statement-breakpoint
CREATE INDEX "postagens_membro_equipe_idx" ON "postagens" USING btree ("membro_equipe_id","categoria_id","status","publicado_em") WHERE "postagens"."membro_equipe_id" is not null;--> statement-breakpoint
-- The 30-day period of a public date (seconds since 1970 / 2,592,000), as lib/server/services/posts.ts
-- computes it (PERIOD_SECONDS). Epoch seconds do not depend on the time zone.
CREATE OR REPLACE FUNCTION sintonia_periodo(timestamptz) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$ SELECT floor(extract(epoch FROM $1) / 2592000)::integer $$;--> statement-breakpoint
-- contagem_postagens counts the posts with status 'publicado' per (categoria_id, destaque, periodo).
-- Inserts and deletes are counted per statement (a bulk load makes one upsert per key), updates per
-- row and only when a counted column changes (view counts do not fire it), truncation empties it.
CREATE OR REPLACE FUNCTION sintonia_contar_postagens() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM contagem_postagens;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO contagem_postagens AS c (categoria_id, destaque, periodo, total)
      SELECT categoria_id, destaque, sintonia_periodo(coalesce(publicado_em, criado_em)), count(*)::integer
      FROM novas WHERE status = 'publicado' GROUP BY 1, 2, 3
      ON CONFLICT (categoria_id, destaque, periodo) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE contagem_postagens AS c SET total = c.total - removidas.total
      FROM (
        SELECT categoria_id, destaque, sintonia_periodo(coalesce(publicado_em, criado_em)) AS periodo, count(*)::integer AS total
        FROM antigas WHERE status = 'publicado' GROUP BY 1, 2, 3
      ) AS removidas
      WHERE c.categoria_id = removidas.categoria_id AND c.destaque = removidas.destaque AND c.periodo = removidas.periodo;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sintonia_contar_postagem_alterada() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF OLD.status = 'publicado' THEN
    UPDATE contagem_postagens SET total = total - 1
      WHERE categoria_id = OLD.categoria_id AND destaque = OLD.destaque
        AND periodo = sintonia_periodo(coalesce(OLD.publicado_em, OLD.criado_em));
  END IF;
  IF NEW.status = 'publicado' THEN
    INSERT INTO contagem_postagens AS c (categoria_id, destaque, periodo, total)
      VALUES (NEW.categoria_id, NEW.destaque, sintonia_periodo(coalesce(NEW.publicado_em, NEW.criado_em)), 1)
      ON CONFLICT (categoria_id, destaque, periodo) DO UPDATE SET total = c.total + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER postagens_contagem_insercao AFTER INSERT ON postagens
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION sintonia_contar_postagens();--> statement-breakpoint
CREATE TRIGGER postagens_contagem_exclusao AFTER DELETE ON postagens
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION sintonia_contar_postagens();--> statement-breakpoint
CREATE TRIGGER postagens_contagem_esvaziamento AFTER TRUNCATE ON postagens
  FOR EACH STATEMENT EXECUTE FUNCTION sintonia_contar_postagens();--> statement-breakpoint
CREATE TRIGGER postagens_contagem_alteracao AFTER UPDATE OF status, categoria_id, destaque, publicado_em, criado_em ON postagens
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.categoria_id IS DISTINCT FROM NEW.categoria_id
    OR OLD.destaque IS DISTINCT FROM NEW.destaque OR OLD.publicado_em IS DISTINCT FROM NEW.publicado_em
    OR OLD.criado_em IS DISTINCT FROM NEW.criado_em)
  EXECUTE FUNCTION sintonia_contar_postagem_alterada();--> statement-breakpoint
INSERT INTO contagem_postagens (categoria_id, destaque, periodo, total)
  SELECT categoria_id, destaque, sintonia_periodo(coalesce(publicado_em, criado_em)), count(*)::integer
  FROM postagens WHERE status = 'publicado' GROUP BY 1, 2, 3;--> statement-breakpoint
-- Fresh statistics for the planner (search picks its path by how common a word is); PGlite has no
-- autovacuum to gather them.
ANALYZE "postagens";
