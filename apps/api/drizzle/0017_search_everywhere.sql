DROP INDEX "communities_search_idx";--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "retreats" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "retreats" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "retreats" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "poojas" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "poojas" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "poojas" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "temples" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "communities_search_document_idx" ON "communities" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "posts_search_document_idx" ON "posts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "retreats_search_document_idx" ON "retreats" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "poojas_search_document_idx" ON "poojas" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "temples_search_document_idx" ON "temples" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "journeys_search_document_idx" ON "journeys" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "communities" DROP COLUMN "search_text";