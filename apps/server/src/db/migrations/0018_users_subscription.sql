ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "subscription_ends" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "subscription_paid" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "subscribed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Each user's city-subscription state, kept by triggers for the users list's city filter (Insider, Trial, Basic, Used to
-- be insider; resources/user/subscription-filter.ts): the latest end of the user's subscriptions ('9999-12-31' for one
-- that does not expire, null for none) and whether the user ever bought a pack (a transaction without a coupon; a
-- coupon claim is a trial). Whether the end is past is read against now() at query time, so no job has to run when a
-- subscription expires. `subscribed` (ever subscribed) is kept with them, so facet_counts keeps the Basic count.
-- Written so it can run again over a database that has an earlier form of it (IF NOT EXISTS, OR REPLACE, DROP IF EXISTS).
CREATE OR REPLACE FUNCTION users_subscription_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET subscription_ends = s.ends, subscription_paid = s.paid, subscribed = s.ends IS NOT NULL
  FROM (
    SELECT i.id,
      (SELECT max(coalesce(d.end_date, '9999-12-31 00:00:00+00'::timestamptz)) FROM destination_subscriptions d WHERE d.user_id = i.id) AS ends,
      EXISTS (SELECT 1 FROM destination_transactions t WHERE t.user_id = i.id AND t.coupon_id IS NULL) AS paid
    FROM (SELECT DISTINCT unnest(ids) AS id) i
  ) s
  WHERE u.id = s.id AND (u.subscription_ends, u.subscription_paid, u.subscribed) IS DISTINCT FROM (s.ends, s.paid, s.ends IS NOT NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_subscription_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: a transition table the event lacks cannot even be named.
  IF TG_OP = 'INSERT' THEN
    PERFORM users_subscription_refresh(ARRAY(SELECT user_id FROM new_rows WHERE user_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM users_subscription_refresh(ARRAY(SELECT user_id FROM old_rows WHERE user_id IS NOT NULL));
  ELSE
    PERFORM users_subscription_refresh(ARRAY(
      SELECT user_id FROM new_rows WHERE user_id IS NOT NULL UNION SELECT user_id FROM old_rows WHERE user_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_subscription_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'destination_subscriptions' THEN
    UPDATE users SET subscription_ends = NULL, subscribed = false WHERE subscription_ends IS NOT NULL OR subscribed;
  ELSE
    UPDATE users SET subscription_paid = false WHERE subscription_paid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_subscriptions_user_state_ins ON destination_subscriptions;
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_user_state_ins AFTER INSERT ON destination_subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_subscriptions_user_state_upd ON destination_subscriptions;
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_user_state_upd AFTER UPDATE ON destination_subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_subscriptions_user_state_del ON destination_subscriptions;
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_user_state_del AFTER DELETE ON destination_subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_subscriptions_user_state_trunc ON destination_subscriptions;
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_user_state_trunc AFTER TRUNCATE ON destination_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_truncate();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_transactions_user_state_ins ON destination_transactions;
--> statement-breakpoint
CREATE TRIGGER destination_transactions_user_state_ins AFTER INSERT ON destination_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_transactions_user_state_upd ON destination_transactions;
--> statement-breakpoint
CREATE TRIGGER destination_transactions_user_state_upd AFTER UPDATE ON destination_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_transactions_user_state_del ON destination_transactions;
--> statement-breakpoint
CREATE TRIGGER destination_transactions_user_state_del AFTER DELETE ON destination_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_apply();
--> statement-breakpoint
DROP TRIGGER IF EXISTS destination_transactions_user_state_trunc ON destination_transactions;
--> statement-breakpoint
CREATE TRIGGER destination_transactions_user_state_trunc AFTER TRUNCATE ON destination_transactions FOR EACH STATEMENT EXECUTE FUNCTION users_subscription_truncate();
--> statement-breakpoint
-- The state of every user who has a subscription or a transaction today.
UPDATE users u SET subscription_ends = s.ends, subscribed = true FROM (
  SELECT user_id, max(coalesce(end_date, '9999-12-31 00:00:00+00'::timestamptz)) AS ends FROM destination_subscriptions GROUP BY user_id
) s WHERE u.id = s.user_id;
--> statement-breakpoint
UPDATE users u SET subscription_paid = true
WHERE u.id IN (SELECT user_id FROM destination_transactions WHERE coupon_id IS NULL AND user_id IS NOT NULL);
--> statement-breakpoint
-- Live users per isRecommender value (the Type filter's count) and per subscribed value (the Basic count); crud/facet-count.ts, migration 0014.
DROP TRIGGER IF EXISTS users_facets_ins ON users;
--> statement-breakpoint
CREATE TRIGGER users_facets_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_apply('is_recommender', 'subscribed');
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_facets_upd ON users;
--> statement-breakpoint
CREATE TRIGGER users_facets_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_apply('is_recommender', 'subscribed');
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_facets_del ON users;
--> statement-breakpoint
CREATE TRIGGER users_facets_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_apply('is_recommender', 'subscribed');
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_facets_trunc ON users;
--> statement-breakpoint
CREATE TRIGGER users_facets_trunc AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_truncate();
--> statement-breakpoint
DELETE FROM facet_counts WHERE table_name = 'users';
--> statement-breakpoint
INSERT INTO facet_counts (table_name, facet, value, n)
SELECT 'users', 'is_recommender', is_recommender::text, count(*) FROM users WHERE NOT deleted GROUP BY is_recommender
UNION ALL
SELECT 'users', 'subscribed', subscribed::text, count(*) FROM users WHERE NOT deleted GROUP BY subscribed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_updated_idx" ON "users" USING btree ("updated","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_subscription_idx" ON "users" USING btree ("subscription_ends","subscription_paid") WHERE deleted = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_subscribed_name_idx" ON "users" USING btree ("name","id") WHERE deleted = false and subscription_ends is not null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_prefix_idx" ON "users" USING btree ((lower("name") collate "C"),"id") WHERE deleted = false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_words_idx" ON "users" USING gin (to_tsvector('simple', "name")) WHERE deleted = false;
