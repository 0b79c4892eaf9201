// The Studio's case studies suite against a real PostgreSQL cluster started for this file.
import { onPostgres } from "../test-support/database-suites.ts";
import { studioStudySuite } from "../test-support/studio-study-suite.ts";

onPostgres("studio_studies", studioStudySuite);
