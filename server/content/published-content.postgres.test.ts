// What a server takes up of the content store, on a real PostgreSQL cluster started for this file.
import { onPostgres } from "../test-support/database-suites.ts";
import { publishedContentSuite } from "../test-support/published-content-suite.ts";

onPostgres("published_content", publishedContentSuite);
