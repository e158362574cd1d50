CREATE TABLE "booking_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(12) NOT NULL,
	"booking_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" varchar(2000) DEFAULT '' NOT NULL,
	"reply_text" varchar(2000) DEFAULT '' NOT NULL,
	"reply_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reviews_rating" CHECK ("booking_reviews"."rating" between 1 and 5),
	CONSTRAINT "booking_reviews_kind" CHECK ("booking_reviews"."kind" in ('retreat', 'pooja', 'journey'))
);
--> statement-breakpoint
CREATE TABLE "item_ratings" (
	"kind" varchar(12) NOT NULL,
	"item_id" integer NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_ratings_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reviews_booking_key" ON "booking_reviews" USING btree ("kind","booking_id");--> statement-breakpoint
CREATE INDEX "booking_reviews_item_idx" ON "booking_reviews" USING btree ("kind","item_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Each item's rating moves with its reviews in the same transaction, whatever writes or deletes one
-- (a review, an account's deletion cascading): the average shown always equals the reviews listed.
CREATE FUNCTION "item_ratings_follow_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "item_ratings" SET "rating_sum" = "rating_sum" - OLD."rating", "rating_count" = "rating_count" - 1
    WHERE "kind" = OLD."kind" AND "item_id" = OLD."item_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "item_ratings" ("kind", "item_id", "rating_sum", "rating_count")
    VALUES (NEW."kind", NEW."item_id", NEW."rating", 1)
    ON CONFLICT ("kind", "item_id") DO UPDATE
      SET "rating_sum" = "item_ratings"."rating_sum" + EXCLUDED."rating_sum", "rating_count" = "item_ratings"."rating_count" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_reviews_keep_item_ratings" AFTER INSERT OR DELETE OR UPDATE OF "rating", "kind", "item_id"
ON "booking_reviews" FOR EACH ROW EXECUTE FUNCTION "item_ratings_follow_reviews"();
