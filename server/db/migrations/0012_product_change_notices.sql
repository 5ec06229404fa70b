-- The tables a visitor's product row is read from (queries/products.ts, loadProductRows) announce
-- their committed changes too, so the rows the server keeps in memory are forgotten with them.
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER skus_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skus"
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER states_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states"
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
