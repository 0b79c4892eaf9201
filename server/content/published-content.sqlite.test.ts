// What a server takes up of the content store, on a real SQLite file.
import { onSqlite } from "../test-support/database-suites.ts";
import { publishedContentSuite } from "../test-support/published-content-suite.ts";

onSqlite(publishedContentSuite);
