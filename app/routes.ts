// The route table, written out: every screen of the site and the module that renders it.
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  layout("routes/inner-layout.tsx", [
    route("thanathu", "routes/thanathu.tsx"),
    route("weirdos", "routes/weirdos.tsx"),
    route("thought-starters", "routes/thought-starters.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("blog", "routes/blog.tsx"),

    route("careers", "routes/careers/careers.tsx"),
    route("careers/apply-now/:slug", "routes/careers/apply-now.tsx"),

    route("services", "routes/services/services.tsx"),
    // Every service page (content/services/), and the pages below one (digital-marketing/seo).
    route("services/:parent?/:service", "routes/services/service-page.tsx"),

    route("works", "routes/works/works.tsx"),
    // Every case study (content/works/), and the pages of a study's sections (Palm Tree's /onam).
    route("works/:category/:name/:id?", "routes/works/case-study.tsx"),
  ]),

  // Any other path shows the home page (the server answers it with status 404).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
