// The staff inbox suite against a real PostgreSQL cluster started for this file.
import { onPostgres } from "../test-support/database-suites.ts";
import { inboxSuite } from "../test-support/inbox-suite.ts";

onPostgres("inbox", inboxSuite);
