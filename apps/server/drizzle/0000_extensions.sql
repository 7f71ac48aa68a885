-- Extensions the schema relies on; drizzle-kit never writes CREATE EXTENSION itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
