// The Studio suite against a real SQLite file in a temporary directory.
import { onSqlite } from "../test-support/database-suites.ts";
import { studioSuite } from "../test-support/studio-suite.ts";

onSqlite(studioSuite);
