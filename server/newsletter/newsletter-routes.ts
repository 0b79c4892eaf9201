// The pages the newsletter mails link to: confirm a subscription, and unsubscribe. Each shows a
// button on GET and changes the subscription only on POST (unsubscribe also as RFC 8058 one-click). They are authorised by their signed token,
// not by XSRF: they come from a mail.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "#contracts/endpoints.ts";
import type { Services } from "../services.ts";
import { newsletterPage, PAGE_CSP } from "./newsletter-page.ts";

export type NewsletterRoutesOptions = {
  services: Pick<Services, "subscriptions" | "newsletterLinks" | "published">;
  rateLimit: { max: number; timeWindow: number };
  now?: () => number;
};

export const newsletterRoutes: FastifyPluginAsync<NewsletterRoutesOptions> = async (app, opts) => {
  const { subscriptions, newsletterLinks: links } = opts.services;
  const now = opts.now ?? Date.now;
  const config = { rateLimit: opts.rateLimit };

  function page(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header("Cache-Control", "no-store")
      .header("Content-Security-Policy", PAGE_CSP)
      .type("text/html; charset=utf-8")
      .send(html);
  }

  const tokenOf = (request: FastifyRequest) =>
    (request.query as Record<string, unknown> | undefined)?.token;
  const confirmedPage = () =>
    newsletterPage(
      opts.services.published.site(),
      "Subscription confirmed",
      "Thank you! You will receive our newsletter. Have a great day.",
    );
  const notFound = (reply: FastifyReply) =>
    page(
      reply,
      404,
      newsletterPage(
        opts.services.published.site(),
        "Subscription not found",
        "This subscription no longer exists. You can sign up again on our site.",
      ),
    );
  const invalidLink = () =>
    newsletterPage(
      opts.services.published.site(),
      "This link is not valid",
      "The link may be incomplete. Please copy the whole link from the mail.",
    );

  // GET (and HEAD) only shows the button: mail security scanners open links, and opening one must
  // not subscribe anybody. The press of the button (a POST) confirms.
  app.get(NEWSLETTER_CONFIRM_PATH, { config }, async (request, reply) => {
    const token = tokenOf(request);
    const id = links.verify("confirm", token);
    if (!id) return page(reply, 400, invalidLink());
    const subscription = await subscriptions.get(id);
    if (!subscription) return notFound(reply);
    if (subscription.status === "confirmed") return page(reply, 200, confirmedPage());
    return page(
      reply,
      200,
      newsletterPage(
        opts.services.published.site(),
        "Confirm your subscription",
        "Press the button to receive our newsletter.",
        {
          url: `${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(String(token))}`,
          label: "Confirm my subscription",
        },
      ),
    );
  });

  app.post(NEWSLETTER_CONFIRM_PATH, { bodyLimit: 4 * 1024, config }, async (request, reply) => {
    const id = links.verify("confirm", tokenOf(request));
    if (!id) return page(reply, 400, invalidLink());
    const status = await subscriptions.confirm(id, now());
    if (status === "confirmed") return page(reply, 200, confirmedPage());
    if (status === "unsubscribed") {
      return page(
        reply,
        200,
        newsletterPage(
          opts.services.published.site(),
          "You have unsubscribed",
          "This address was unsubscribed. Sign up again on our site if you changed your mind.",
        ),
      );
    }
    return notFound(reply);
  });

  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, { config }, async (request, reply) => {
    const token = tokenOf(request);
    if (!links.verify("unsubscribe", token)) return page(reply, 400, invalidLink());
    // A GET only shows the button: mail scanners open links, and must not unsubscribe anyone.
    return page(
      reply,
      200,
      newsletterPage(
        opts.services.published.site(),
        "Unsubscribe",
        "Press the button to stop receiving our newsletter.",
        {
          url: `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`,
          label: "Unsubscribe",
        },
      ),
    );
  });

  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, { bodyLimit: 4 * 1024, config }, async (request, reply) => {
    const id = links.verify("unsubscribe", tokenOf(request));
    if (!id) return page(reply, 400, invalidLink());
    await subscriptions.unsubscribe(id, now());
    return page(
      reply,
      200,
      newsletterPage(
        opts.services.published.site(),
        "You have unsubscribed",
        "You will not receive our newsletter any more.",
      ),
    );
  });
};
