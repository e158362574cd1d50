DROP INDEX "videos_search_vector_idx";--> statement-breakpoint
DROP INDEX "videos_search_key_vector_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "videos_search_document_idx" ON "videos" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "classes_search_document_idx" ON "classes" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "search_key_vector";--> statement-breakpoint
ALTER TABLE "videos" DROP COLUMN "search_key";