CREATE TABLE "search_key_versions" (
	"kind" varchar(40) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
