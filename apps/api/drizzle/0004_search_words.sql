CREATE TABLE "search_words" (
	"word" varchar(100) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "videos_search_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_key_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_key)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_search_key_vector_idx" ON "videos" USING gin ("search_key_vector");--> statement-breakpoint
-- The lexicon of the videos already stored.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "videos", unnest(string_to_array("search_key", ' ')) AS w
WHERE w <> '' AND length(w) <= 100
ON CONFLICT DO NOTHING;
