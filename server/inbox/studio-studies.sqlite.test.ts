// The Studio's case studies suite against a real SQLite file in a temporary directory.
import { onSqlite } from "../test-support/database-suites.ts";
import { studioStudySuite } from "../test-support/studio-study-suite.ts";

onSqlite(studioStudySuite);
