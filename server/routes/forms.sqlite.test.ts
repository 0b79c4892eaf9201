// The endpoint suite against a real SQLite file in a temporary directory.
import { onSqlite } from "../test-support/database-suites.ts";
import { formEndpointSuite } from "../test-support/forms-suite.ts";

onSqlite(formEndpointSuite);
