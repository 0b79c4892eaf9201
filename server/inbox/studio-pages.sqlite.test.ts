// The Studio's pages suite against a real SQLite file in a temporary directory.
import { onSqlite } from "../test-support/database-suites.ts";
import { studioPageSuite } from "../test-support/studio-page-suite.ts";

onSqlite(studioPageSuite);
