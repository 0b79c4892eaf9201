// The staff inbox suite against a real SQLite file in a temporary directory.
import { onSqlite } from "../test-support/database-suites.ts";
import { inboxSuite } from "../test-support/inbox-suite.ts";

onSqlite(inboxSuite);
