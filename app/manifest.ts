import type { MetadataRoute } from "next";
import { appPath } from "@/lib/app-path";

export const dynamic = "force-static";

/** One manifest for both languages: the name carries both. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: appPath("/"),
    name: "Tabletop Referee · Настольный судья",
    short_name: "Referee",
    description:
      "Keeps the secret, judges, counts and deals hidden roles for real card games. Хранит тайну, судит и считает очки в настоящих карточных играх.",
    start_url: appPath("/"),
    scope: appPath("/"),
    display: "standalone",
    orientation: "any",
    background_color: "#0c0a09",
    theme_color: "#065f46",
    lang: "ru",
    dir: "ltr",
    categories: ["games", "utilities"],
    icons: [
      { src: appPath("/icons/icon-192.png"), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: appPath("/icons/icon-512.png"), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: appPath("/icons/icon-maskable-512.png"), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
