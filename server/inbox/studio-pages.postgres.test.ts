// The Studio's pages suite against a real PostgreSQL cluster started for this file.
import { onPostgres } from "../test-support/database-suites.ts";
import { studioPageSuite } from "../test-support/studio-page-suite.ts";

onPostgres("studio_pages", studioPageSuite);
