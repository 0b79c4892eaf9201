// A self-hosted film entry of a video study (FilmSchema): the files come from
// tools/artwork/make-films.sh, the poster is the film's first frame (tools/artwork/film-scenes.ts).
import type { PictureImage } from "../../lib/images.ts";

export const film = (
  title: string,
  poster: PictureImage,
  webm: string,
  mp4: string,
  aspect: "16:9" | "9:16" = "16:9",
) => ({ provider: "film" as const, title, poster, webm, mp4, aspect });
