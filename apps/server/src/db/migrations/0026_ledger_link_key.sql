-- A link entry names the join column that holds its record ("key"), so a revert knows which side of the link the
-- record is on even where both sides are one table (similar_establishments). Entries written before have none; for
-- them the side follows from the table, which differs on every other join table.
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
    SELECT %1$L AS t, %2$I AS id, %3$L AS other, %2$L AS key, jsonb_agg(%4$I ORDER BY %5$s) AS ids FROM %6$I GROUP BY %2$I
    UNION ALL
    SELECT %3$L, %4$I, %1$L, %4$L, jsonb_agg(%2$I ORDER BY %2$I) FROM %6$I GROUP BY %4$I $s$;
BEGIN
  SELECT * INTO c FROM ledger_context();
  IF TG_OP = 'UPDATE' THEN
    IF pos = '' THEN
      RETURN NULL;
    END IF;
    EXECUTE format($q$
      INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
      SELECT $1, $2, $3, %1$L, n.%2$I, 'move',
        jsonb_build_object('link', %5$L, 'with', %3$L, 'key', %2$L, 'moved', jsonb_agg(jsonb_build_array(n.%4$I, o.%6$I, n.%6$I) ORDER BY n.%4$I)),
        $4, $5
      FROM new_rows n JOIN old_rows o ON o.%2$I = n.%2$I AND o.%4$I = n.%4$I
      WHERE o.%6$I IS DISTINCT FROM n.%6$I
      GROUP BY n.%2$I $q$, lt, lk, rt, rk, TG_TABLE_NAME, pos)
    USING c.op, c.src, c.actor, c.based, c.rev;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT $1, $2, $3, s.t, s.id, $4, jsonb_build_object('link', %1$L, 'with', s.other, 'key', s.key, 'ids', s.ids), $5, $6
    FROM (%2$s) s $q$,
    TG_TABLE_NAME,
    format(sides, lt, lk, rt, rk, CASE WHEN pos = '' THEN quote_ident(rk) ELSE quote_ident(pos) || ', ' || quote_ident(rk) END, rows_name))
  USING c.op, c.src, c.actor, kind, c.based, c.rev;
  RETURN NULL;
END $$;
