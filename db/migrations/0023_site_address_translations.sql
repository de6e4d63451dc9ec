-- The shop's address is written per language, like its tagline (docs/decisions/0004): a Hebrew page
-- showed the French street, reordered by the bidi algorithm. What was stored becomes the French
-- text, the fallback of every language.
ALTER TABLE "site_settings" ALTER COLUMN "street_address" SET DATA TYPE jsonb USING jsonb_build_object('fr', "street_address");--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "street_address" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "city" SET DATA TYPE jsonb USING jsonb_build_object('fr', "city");--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "city" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "region" SET DATA TYPE jsonb USING CASE WHEN "region" = '' THEN '{}'::jsonb ELSE jsonb_build_object('fr', "region") END;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "region" SET DEFAULT '{}'::jsonb;
