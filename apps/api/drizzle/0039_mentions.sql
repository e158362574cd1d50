ALTER TABLE "comments" ADD COLUMN "mentions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "mentions" text[] DEFAULT '{}'::text[] NOT NULL;