// Fills the video library up to a number of videos by copying the demo catalogue: used by the
// benchmarks that measure lists at scale, on PostgreSQL (pg) or the embedded database (PGlite).

/**
 * Copies the demo catalogue (its videos with their search keys and tags) until there are `total`
 * videos: the same mix of languages, scripts and categories, each copy with its own id and title.
 * `query(sql)` runs one statement and answers `{ rows }`, as both pg's client and PGlite do.
 */
export async function fillCatalogue(query, total) {
  const { rows } = await query('SELECT count(*)::int AS n FROM videos');
  const copies = Math.ceil((total - rows[0].n) / rows[0].n);
  await query('BEGIN');
  await query(`
    CREATE TEMP TABLE copies ON COMMIT DROP AS
    SELECT v.id AS source_id, g AS copy, nextval('videos_id_seq')::int AS id
    FROM videos v, generate_series(1, ${copies}) g`);
  await query(`
    INSERT INTO videos (id, youtube_id, title, description, category_id, language_id, is_kids,
                        duration_seconds, search_head, search_body, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT c.id, substr(md5(c.id::text), 1, 11), left(v.title || ' · ' || c.copy, 200), v.description,
           v.category_id, v.language_id, v.is_kids, v.duration_seconds,
           v.search_head || ' ' || c.copy, v.search_body,
           v.created_at - make_interval(mins => c.copy)
    FROM copies c JOIN videos v ON v.id = c.source_id`);
  await query(`
    INSERT INTO video_tags (video_id, tag_id)
    SELECT c.id, vt.tag_id FROM copies c JOIN video_tags vt ON vt.video_id = c.source_id`);
  await query(`DELETE FROM videos WHERE id IN (SELECT id FROM videos ORDER BY id DESC LIMIT
    greatest(0, (SELECT count(*) FROM videos) - ${total}))`);
  await query(`INSERT INTO search_words (word)
    SELECT DISTINCT w FROM videos, unnest(string_to_array(search_head || ' ' || search_body, ' ')) w WHERE w <> ''
    ON CONFLICT DO NOTHING`);
  await query('COMMIT');
  // What autovacuum would have done after a bulk load: statistics and the visibility map.
  await query('VACUUM ANALYZE');
  return (await query('SELECT count(*)::int AS n FROM videos')).rows[0].n;
}
