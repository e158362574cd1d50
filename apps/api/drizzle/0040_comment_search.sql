ALTER TABLE "comments" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_head), 'A') || setweight(to_tsvector('simple', search_body), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "comments_search_document_idx" ON "comments" USING gin ("search_document");