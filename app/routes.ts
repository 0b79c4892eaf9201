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
    route("services/branding", "routes/services/branding.tsx"),
    route("services/advertising", "routes/services/advertising.tsx"),
    route("services/content-and-stories", "routes/services/content-and-stories.tsx"),
    route("services/digital-marketing", "routes/services/digital-marketing.tsx"),
    route("services/digital-marketing/lead-generation", "routes/services/lead-generation.tsx"),
    route("services/digital-marketing/seo", "routes/services/seo.tsx"),
    route("services/digital-marketing/ppc", "routes/services/ppc.tsx"),

    route("works", "routes/works/works.tsx"),
    // Every case study (content/works/), and the pages of a study's sections (Palm Tree's /onam).
    route("works/:category/:name/:id?", "routes/works/case-study.tsx"),
  ]),

  // Any other path shows the home page (the server answers it with status 404).
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
