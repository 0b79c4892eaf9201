// The stores suite against a real SQLite file.
import { onSqlite } from "./test-support/database-suites.ts";
import { storesSuite } from "./test-support/stores-suite.ts";

onSqlite(storesSuite);
