// The circle images of the case-study badges: one per category, and the result badge.
import branding from "../../assets/art/badge-branding.svg?preset=badge";
import campaign from "../../assets/art/badge-campaign.svg?preset=badge";
import communication from "../../assets/art/badge-communication.svg?preset=badge";
import media from "../../assets/art/badge-media.svg?preset=badge";
import packaging from "../../assets/art/badge-packaging.svg?preset=badge";
import result from "../../assets/art/badge-result.svg?preset=badge";
import video from "../../assets/art/badge-video.svg?preset=badge";
import website from "../../assets/art/badge-website.svg?preset=badge";
import type { PictureImage } from "../../lib/images.ts";
import type { WorkCategory } from "./categories.ts";

export const categoryBadgeImages: Record<WorkCategory, PictureImage> = {
  branding,
  campaign,
  communication,
  media,
  packaging,
  video,
  website,
};

export const resultBadgeImage: PictureImage = result;
