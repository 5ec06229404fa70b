-- Every table announces its committed changes on table_changed (migration 0011's function), not
-- only the catalogue's: the server keeps sessions, product details and anonymous answers in memory
-- and forgets them when any server process sharing the database changes what they were read from.
-- Tables added later get their trigger in their own migration.
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT t.tablename FROM pg_tables t
    WHERE t.schemaname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('public.%I', t.tablename)::regclass AND g.tgname = t.tablename || '_changed')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()',
      name || '_changed', name);
  END LOOP;
END $$;
