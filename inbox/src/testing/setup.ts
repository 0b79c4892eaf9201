// The inbox's component tests: the site's setup (fail on console.error, cleanup), and more patience
// for findBy/waitFor, since these tests render the whole app and the CI machine is shared.
import { configure } from "@testing-library/react";
import "../../../tests/setup/app-setup.ts";

configure({ asyncUtilTimeout: 4_000 });
