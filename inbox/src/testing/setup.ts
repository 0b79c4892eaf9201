// The inbox's component tests: the site's setup (fail on console.error, cleanup, and 10 s of
// patience for findBy/waitFor, since these tests render the whole app on a shared machine).
import "../../../tests/setup/app-setup.ts";
