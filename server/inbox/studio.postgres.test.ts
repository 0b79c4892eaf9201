// The Studio suite against a real PostgreSQL cluster started for this file.
import { onPostgres } from "../test-support/database-suites.ts";
import { studioSuite } from "../test-support/studio-suite.ts";

onPostgres("studio", studioSuite);
