CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comment_karma" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
-- Karma is what others' votes made of a person's posts and comments (decision 011; one's own vote
-- does not count, issue 26): both it and the comments' part are recounted once from the votes.
UPDATE "users" u SET
  "comment_karma" = coalesce((SELECT sum(v."value") FROM "comment_votes" v JOIN "comments" k ON k."id" = v."comment_id"
                              WHERE k."author_id" = u."id" AND v."user_id" <> u."id"), 0),
  "karma" = coalesce((SELECT sum(v."value") FROM "post_votes" v JOIN "posts" p ON p."id" = v."post_id"
                      WHERE p."author_id" = u."id" AND v."user_id" <> u."id"), 0)
          + coalesce((SELECT sum(v."value") FROM "comment_votes" v JOIN "comments" k ON k."id" = v."comment_id"
                      WHERE k."author_id" = u."id" AND v."user_id" <> u."id"), 0);
