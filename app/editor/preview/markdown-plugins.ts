import type { ComponentProps } from "react";
import type ReactMarkdown from "react-markdown";
import gfm from "remark-gfm";

/**
 * GitHub-flavoured Markdown (tables, strikethrough, autolinks), as Astro renders the site's
 * Markdown. remark-gfm 1 and react-markdown 6 are the pair Decap CMS ships; their type
 * declarations name two different copies of unified's types, hence the cast.
 */
export const markdownPlugins = [gfm] as unknown as NonNullable<ComponentProps<typeof ReactMarkdown>["remarkPlugins"]>;
