// The content store against a real PostgreSQL cluster started for this file.
import { contentStoreSuite } from "../test-support/content-store-suite.ts";
import { onPostgres } from "../test-support/database-suites.ts";

onPostgres("content_store", contentStoreSuite);
