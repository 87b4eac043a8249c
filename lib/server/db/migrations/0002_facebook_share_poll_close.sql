ALTER TABLE "enquetes" ADD COLUMN "encerrada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "publicar_facebook" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "facebook_post_id" text;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "facebook_compartilhado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postagens" ADD COLUMN "facebook_erro" text;