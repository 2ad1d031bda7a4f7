/**
 * The scripts a page loads are a production build. A build made with NODE_ENV set to something
 * else (a build started from inside a test runner, say) drops every `import.meta.env.PROD` branch
 * without a word: the page script then never registers the service worker, and React ships its
 * development bundle. Checked on the built files, since nothing else fails until a browser test.
 */
import { describe, expect, test } from "vitest";
import { builtFile, builtHtml } from "./built-page";

/** The page script the first-paint loader starts (app/browser/first-paint-loader.ts names it `pageScriptSrc`). */
const pageScripts = () =>
  [...builtHtml("/").matchAll(/pageScriptSrc:\s*[`"'](\/assets\/[^`"']+\.js)[`"']/g)].map((match) => builtFile(match[1]!).toString("utf8"));

describe("the built page script", () => {
  test("is named by the home page's first-paint loader", () => {
    expect(pageScripts()).toHaveLength(1);
  });

  test("registers the service worker after consent (its production branch is there)", () => {
    expect(pageScripts()[0]).toMatch(/[`"']\/sw\.js[`"']/);
  });
});
