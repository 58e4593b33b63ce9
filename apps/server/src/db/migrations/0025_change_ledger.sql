-- The change ledger (issue 32, docs/architecture.md "Change ledger"): every write to a content row or link, recorded by
-- statement triggers in the writing transaction, whatever path wrote it (a route, a job, a script, psql). Who and why
-- come from the transaction's settings (mise.operation, mise.source, mise.actor, mise.based_on, mise.reverts), which the
-- server sets as each write transaction begins (db/ledger-context.ts); a write without them is the system's, and gets
-- an operation of its own per transaction. Partitioned by month (change_ledger_partitions), so retention drops months.
CREATE SEQUENCE IF NOT EXISTS change_ledger_id_seq;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS change_ledger (
  id bigint NOT NULL DEFAULT nextval('change_ledger_id_seq'),
  at timestamptz NOT NULL DEFAULT now(),
  operation uuid NOT NULL,
  source text NOT NULL,
  actor_id integer,
  table_name text NOT NULL,
  record_id integer NOT NULL,
  -- create | update | delete (soft) | restore | purge (the row removed) | link | unlink | move (a link's position)
  kind text NOT NULL,
  -- update: {"fields": {column: [before, after]}} for the columns that changed; create: {"after": row};
  -- delete: {"fields": …, "before": row}; purge: {"before": row}; link/unlink: {"link": join table, "with": table,
  -- "ids": [...]}; move: {"link", "with", "moved": [[id, from, to], …]}. Hidden columns never appear.
  changes jsonb NOT NULL,
  based_on timestamptz,
  reverts uuid,
  PRIMARY KEY (at, id)
) PARTITION BY RANGE (at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS change_ledger_default PARTITION OF change_ledger DEFAULT;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS change_ledger_record_idx ON change_ledger (table_name, record_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS change_ledger_operation_idx ON change_ledger (operation);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS change_ledger_id_idx ON change_ledger (id);
--> statement-breakpoint
-- Months from the current one to `ahead` months on get a partition of their own; months older than `keep` are dropped.
-- A month whose rows already went to the default partition (none was made in time) keeps them there.
CREATE OR REPLACE FUNCTION change_ledger_partitions(ahead int, keep int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', now())::date;
  m date;
  part record;
BEGIN
  FOR i IN 0..ahead LOOP
    m := (first + make_interval(months => i))::date;
    IF to_regclass(format('change_ledger_%s', to_char(m, 'YYYY_MM'))) IS NULL THEN
      BEGIN
        EXECUTE format('CREATE TABLE %I PARTITION OF change_ledger FOR VALUES FROM (%L) TO (%L)',
          format('change_ledger_%s', to_char(m, 'YYYY_MM')), m, (m + interval '1 month')::date);
      EXCEPTION WHEN check_violation THEN
        NULL;
      END;
    END IF;
  END LOOP;
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'change_ledger'::regclass AND c.relname ~ '^change_ledger_\d{4}_\d{2}$'
      AND to_date(substr(c.relname, 15), 'YYYY_MM') < (first - make_interval(months => keep))::date
  LOOP
    EXECUTE format('DROP TABLE %I', part.relname);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT change_ledger_partitions(3, 24);
--> statement-breakpoint
-- The writing transaction's operation, source, staff member, the `updated` its write was based on, and the operation
-- it reverts. An operation is made on first need and kept in the transaction, so every row of it shares one.
CREATE OR REPLACE FUNCTION ledger_context(OUT op uuid, OUT src text, OUT actor int, OUT based timestamptz, OUT rev uuid)
LANGUAGE plpgsql AS $$
BEGIN
  op := nullif(current_setting('mise.operation', true), '')::uuid;
  IF op IS NULL THEN
    op := gen_random_uuid();
    PERFORM set_config('mise.operation', op::text, true);
  END IF;
  src := coalesce(nullif(current_setting('mise.source', true), ''), 'system');
  actor := nullif(current_setting('mise.actor', true), '')::int;
  based := nullif(current_setting('mise.based_on', true), '')::timestamptz;
  rev := nullif(current_setting('mise.reverts', true), '')::uuid;
END $$;
--> statement-breakpoint
-- A row table's writes. TG_ARGV[0]: the columns never recorded (secrets, and what triggers derive from other rows).
-- `updated` is left out of the changed fields (every write moves it) but kept in snapshots.
CREATE OR REPLACE FUNCTION ledger_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  hidden text[] := coalesce(TG_ARGV[0], '{}')::text[];
BEGIN
  SELECT * INTO c FROM ledger_context();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT c.op, c.src, c.actor, TG_TABLE_NAME, n.id, 'create', jsonb_build_object('after', to_jsonb(n) - hidden), c.based, c.rev
    FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT c.op, c.src, c.actor, TG_TABLE_NAME, o.id, 'purge', jsonb_build_object('before', to_jsonb(o) - hidden), c.based, c.rev
    FROM old_rows o;
  ELSE
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT c.op, c.src, c.actor, TG_TABLE_NAME, n.id,
      CASE WHEN NOT d.diff ? 'deleted' THEN 'update' WHEN (n.j ->> 'deleted')::boolean THEN 'delete' ELSE 'restore' END,
      CASE WHEN d.diff ? 'deleted' AND (n.j ->> 'deleted')::boolean
        THEN jsonb_build_object('fields', d.diff, 'before', o.j) ELSE jsonb_build_object('fields', d.diff) END,
      c.based, c.rev
    -- OFFSET 0 keeps each row's jsonb computed once: flattened, `o.j` was worked out again for every key (2.7 ms a row).
    FROM (SELECT x.id, to_jsonb(x) - hidden AS j FROM new_rows x OFFSET 0) n
    JOIN (SELECT x.id, to_jsonb(x) - hidden AS j FROM old_rows x OFFSET 0) o ON o.id = n.id
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.k, jsonb_build_array(o.j -> e.k, e.v)) AS diff
      FROM jsonb_each(n.j) AS e(k, v)
      WHERE e.k <> 'updated' AND (o.j -> e.k) IS DISTINCT FROM e.v
    ) d
    WHERE d.diff IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A join table's writes, recorded on both rows it links: TG_ARGV = its first table and key, its second table and key,
-- and its position column ('' if none; a move is recorded on the first table's row, which orders its links).
CREATE OR REPLACE FUNCTION ledger_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  lt text := TG_ARGV[0];
  lk text := TG_ARGV[1];
  rt text := TG_ARGV[2];
  rk text := TG_ARGV[3];
  pos text := coalesce(TG_ARGV[4], '');
  kind text := CASE TG_OP WHEN 'INSERT' THEN 'link' WHEN 'DELETE' THEN 'unlink' ELSE 'move' END;
  rows_name text := CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
  sides text := $s$
    SELECT %1$L AS t, %2$I AS id, %3$L AS other, jsonb_agg(%4$I ORDER BY %5$s) AS ids FROM %6$I GROUP BY %2$I
    UNION ALL
    SELECT %3$L, %4$I, %1$L, jsonb_agg(%2$I ORDER BY %2$I) FROM %6$I GROUP BY %4$I $s$;
BEGIN
  SELECT * INTO c FROM ledger_context();
  IF TG_OP = 'UPDATE' THEN
    IF pos = '' THEN
      RETURN NULL;
    END IF;
    EXECUTE format($q$
      INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
      SELECT $1, $2, $3, %1$L, n.%2$I, 'move',
        jsonb_build_object('link', %5$L, 'with', %3$L, 'moved', jsonb_agg(jsonb_build_array(n.%4$I, o.%6$I, n.%6$I) ORDER BY n.%4$I)),
        $4, $5
      FROM new_rows n JOIN old_rows o ON o.%2$I = n.%2$I AND o.%4$I = n.%4$I
      WHERE o.%6$I IS DISTINCT FROM n.%6$I
      GROUP BY n.%2$I $q$, lt, lk, rt, rk, TG_TABLE_NAME, pos)
    USING c.op, c.src, c.actor, c.based, c.rev;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT $1, $2, $3, s.t, s.id, $4, jsonb_build_object('link', %1$L, 'with', s.other, 'ids', s.ids), $5, $6
    FROM (%2$s) s $q$,
    TG_TABLE_NAME,
    format(sides, lt, lk, rt, rk, CASE WHEN pos = '' THEN quote_ident(rk) ELSE quote_ident(pos) || ', ' || quote_ident(rk) END, rows_name))
  USING c.op, c.src, c.actor, kind, c.based, c.rev;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('destinations', '{}'), ('establishments', '{has_suggestions,favourite_count,wish_count}'), ('food_drinks', '{}'),
    ('cuisines', '{}'), ('landmarks', '{}'), ('lists', '{}'), ('reviews', '{}'), ('user_reviews', '{}'), ('tags', '{}'),
    ('tag_categories', '{}'), ('users', '{password_hash,subscription_ends,subscription_paid,subscribed}'),
    ('user_lists', '{}'), ('user_list_items', '{}'), ('home_sections', '{}'), ('home_section_entities', '{}'),
    ('destination_packs', '{}'), ('eateries', '{}'), ('quotes', '{}'), ('coupons', '{}'), ('coupon_claims', '{}'),
    ('destination_subscriptions', '{}'), ('destination_transactions', '{}'), ('settings', '{}')
  ) AS v(name, hidden) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_ledger_ins', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows(%L)', t.name || '_ledger_ins', t.name, t.hidden);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_ledger_upd', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows(%L)', t.name || '_ledger_upd', t.name, t.hidden);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_ledger_del', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_rows(%L)', t.name || '_ledger_del', t.name, t.hidden);
  END LOOP;
  FOR t IN SELECT * FROM (VALUES
    ('destination_food_drinks', 'destinations', 'destination_id', 'food_drinks', 'food_drink_id', 'position'),
    ('destination_cuisines', 'destinations', 'destination_id', 'cuisines', 'cuisine_id', 'position'),
    ('establishment_cuisines', 'establishments', 'establishment_id', 'cuisines', 'cuisine_id', ''),
    ('establishment_food_drinks', 'establishments', 'establishment_id', 'food_drinks', 'food_drink_id', ''),
    ('establishment_tags', 'establishments', 'establishment_id', 'tags', 'tag_id', ''),
    ('similar_establishments', 'establishments', 'establishment_id', 'establishments', 'similar_id', ''),
    ('favourites', 'users', 'user_id', 'establishments', 'establishment_id', ''),
    ('wishes', 'users', 'user_id', 'establishments', 'establishment_id', ''),
    ('list_establishments', 'lists', 'list_id', 'establishments', 'establishment_id', 'position'),
    ('cuisine_food_drinks', 'cuisines', 'cuisine_id', 'food_drinks', 'food_drink_id', ''),
    ('tag_category_tags', 'tag_categories', 'tag_category_id', 'tags', 'tag_id', 'position'),
    ('user_tags', 'users', 'user_id', 'tags', 'tag_id', '')
  ) AS v(name, lt, lk, rt, rk, pos) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_ledger_ins', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_links(%L, %L, %L, %L, %L)', t.name || '_ledger_ins', t.name, t.lt, t.lk, t.rt, t.rk, t.pos);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_ledger_upd', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_links(%L, %L, %L, %L, %L)', t.name || '_ledger_upd', t.name, t.lt, t.lk, t.rt, t.rk, t.pos);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_ledger_del', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_links(%L, %L, %L, %L, %L)', t.name || '_ledger_del', t.name, t.lt, t.lk, t.rt, t.rk, t.pos);
  END LOOP;
END $$;
