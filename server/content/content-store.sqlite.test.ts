// The content store against a real SQLite file.
import { contentStoreSuite } from "../test-support/content-store-suite.ts";
import { onSqlite } from "../test-support/database-suites.ts";

onSqlite(contentStoreSuite);
