-- Photos creators upload (a retreat's, a journey's), resized to WebP in two widths and kept in the
-- database so that every API process serves them.
CREATE TABLE "uploaded_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"large" "bytea" NOT NULL,
	"small" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_photos" ADD CONSTRAINT "uploaded_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_photos_owner_idx" ON "uploaded_photos" USING btree ("owner_id","created_at");