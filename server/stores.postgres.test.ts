// The stores suite against a real PostgreSQL cluster started for this file.
import { onPostgres } from "./test-support/database-suites.ts";
import { storesSuite } from "./test-support/stores-suite.ts";

onPostgres("stores", storesSuite);
