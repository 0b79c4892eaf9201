// The endpoint suite against a real PostgreSQL cluster started for this file.
import { onPostgres } from "../test-support/database-suites.ts";
import { formEndpointSuite } from "../test-support/forms-suite.ts";

onPostgres("forms", formEndpointSuite);
