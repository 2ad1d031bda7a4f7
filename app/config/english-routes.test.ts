import { describe, expect, it } from "vitest";
import { englishArticlePath, englishRoutes, englishStaticPaths, isEnglishPath, languagePair, pathLang, switchTarget } from "./english-routes";
import { calculatorRoute, homeRoute } from "./site-routes";

const both = { languages: ["de", "en"] as const };
const germanOnly = { languages: ["de"] as const };

describe("the English route table", () => {
  it("keeps every English address under /en/ and every German twin outside it", () => {
    expect(englishRoutes.filter((route) => !isEnglishPath(route.path))).toEqual([]);
    expect(englishRoutes.filter((route) => route.germanPath !== undefined && isEnglishPath(route.germanPath))).toEqual([]);
    expect(new Set(englishRoutes.map((route) => route.path)).size).toBe(englishRoutes.length);
  });

  it("pairs the home pages and the calculators both ways", () => {
    expect(languagePair(homeRoute.path, both)).toEqual({ de: "/", en: "/en/" });
    expect(languagePair("/en/", both)).toEqual({ de: "/", en: "/en/" });
    expect(languagePair("/en", both)).toEqual({ de: "/", en: "/en/" });
    expect(languagePair(calculatorRoute.path, both)?.en).toBe("/en/calculators");
  });

  it("pairs nothing when the site is German only", () => {
    expect(languagePair("/", germanOnly)).toBeUndefined();
    expect(languagePair("/", {})).toBeUndefined();
    expect(switchTarget("/", germanOnly)).toBeUndefined();
  });

  it("switches to the counterpart, or to the other home where there is none", () => {
    expect(switchTarget("/pkv-rechner", both)).toEqual({ lang: "en", path: "/en/calculators" });
    expect(switchTarget("/en/expats", both)).toEqual({ lang: "de", path: "/" });
    expect(switchTarget("/schon-privat-versichert", both)).toEqual({ lang: "en", path: "/en/" });
  });

  it("pairs articles given by their files", () => {
    const pairs = [{ de: "/ratgeber/anwartschaft", en: englishArticlePath("keeping-the-way-back") }];
    expect(switchTarget("/ratgeber/anwartschaft", both, pairs)).toEqual({ lang: "en", path: "/en/guide/keeping-the-way-back" });
    expect(pathLang("/en/guide/keeping-the-way-back")).toBe("en");
  });
});

describe("the English pages' static paths", () => {
  it("build /en/ only when the config names English", () => {
    expect(englishStaticPaths(both)).toEqual([{ params: { english: "en" } }]);
    expect(englishStaticPaths(germanOnly)).toEqual([]);
    expect(englishStaticPaths({})).toEqual([]);
  });
});
