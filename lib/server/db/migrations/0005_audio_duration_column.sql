ALTER TABLE "midias" ADD COLUMN "duracao_segundos" integer;--> statement-breakpoint
-- Audio uploaded before this column kept its duration in variantes ({"duracaoSegundos": "<seconds>"}).
UPDATE "midias"
SET "duracao_segundos" = ("variantes" ->> 'duracaoSegundos')::integer,
    "variantes" = "variantes" - 'duracaoSegundos'
WHERE "mime" LIKE 'audio/%' AND "variantes" ->> 'duracaoSegundos' ~ '^[1-9][0-9]{0,8}$';
