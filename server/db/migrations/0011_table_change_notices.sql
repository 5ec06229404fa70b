-- A committed change to the search dictionary or to sellers is announced on the channel
-- table_changed with the table's name, once per statement. The server keeps lookups of these
-- small tables in memory and forgets them when it hears of a change (server/db/change-notices.ts).
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_terms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms"
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER sellers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sellers"
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
