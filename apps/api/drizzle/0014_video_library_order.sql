-- The video library's lists with creators' submissions in the same table (issue 20): the public list
-- filters on status and reads the index alone; a category lists its placed videos first.
DROP INDEX "videos_review_idx";--> statement-breakpoint
CREATE INDEX "videos_category_placed_idx" ON "videos" USING btree ("category_id",("position" = 0),"position","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "videos"."status" = 'published';--> statement-breakpoint
CREATE INDEX "videos_review_idx" ON "videos" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);