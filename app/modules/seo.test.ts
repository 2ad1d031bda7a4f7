import { describe, expect, it } from "vitest";
import { exampleAdviser } from "../../tests/fixtures/example-adviser";
import {
  buildNotFoundSeo,
  buildOfflineSeo,
  buildSeo,
  buildStructuredData,
  definedTermSetNode,
  pageTitle,
  structuredDataScript,
  type PageHead,
  type SeoInput,
} from "./seo";

/** A known config with social profiles; the second adviser's case (none, another form) is below and in app/content/legal/any-adviser.test.ts. */
const siteConfig = exampleAdviser;
/** The role words come from app/content/adviser-role.ts through page-heads.ts; here any job title will do. */
const jobTitle = "Versicherungsmaklerin für private Krankenversicherung";

const groupInput: SeoInput = {
  title: "Private Krankenkasse für Ingenieure",
  description: "Beschreibung mit <Sonderzeichen> & „Anführungszeichen“.",
  keywords: ["PKV Ingenieure", "Private Krankenkasse"],
  path: "/pkv-ingenieure",
  ogImage: "/og/ingenieure.png",
  ogImageAlt: `${siteConfig.brand}: Ingenieure`,
  breadcrumbName: "PKV für Ingenieure",
  serviceName: "Beratung für Ingenieure",
};

function find(head: PageHead, key: "name" | "property", value: string) {
  return head.meta.find((tag) => (tag as Record<string, string>)[key] === value);
}

describe("pageTitle", () => {
  it("gives the home page its spec title", () => {
    expect(pageTitle("Berater für private Krankenversicherung", "/", siteConfig)).toBe(`Berater für private Krankenversicherung | ${siteConfig.brand}`);
  });
  it("suffixes other pages with '{brand} PKV Beratung'", () => {
    expect(pageTitle("Private Krankenkasse für Ingenieure", "/pkv-ingenieure", { brand: "Muster" })).toBe(
      "Private Krankenkasse für Ingenieure | Muster PKV Beratung",
    );
  });
});

describe("buildSeo", () => {
  const meta = buildSeo(groupInput, siteConfig, jobTitle);

  it("sets title, description, keywords and robots", () => {
    expect(meta.title).toBe(`Private Krankenkasse für Ingenieure | ${siteConfig.brand} PKV Beratung`);
    expect(find(meta, "name", "description")?.content).toBe(groupInput.description);
    expect(find(meta, "name", "keywords")?.content).toBe("PKV Ingenieure, Private Krankenkasse");
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
  });

  it("makes canonical, og:url and images absolute on the configured site URL", () => {
    expect(meta.canonical).toBe(`${siteConfig.siteUrl}/pkv-ingenieure`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${siteConfig.siteUrl}/pkv-ingenieure`);
    expect(find(meta, "property", "og:image")?.content).toBe(`${siteConfig.siteUrl}/og/ingenieure.png`);
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${siteConfig.siteUrl}/og/ingenieure.png`);
    const home = buildSeo({ ...groupInput, path: "/" }, { ...siteConfig, siteUrl: "https://andere-domain.example" }, jobTitle);
    expect(home.canonical).toBe("https://andere-domain.example/");
  });

  it("emits Open Graph and Twitter tags", () => {
    for (const property of ["og:type", "og:locale", "og:site_name", "og:title", "og:description", "og:image:width", "og:image:height", "og:image:alt"]) {
      expect(find(meta, "property", property), property).toBeDefined();
    }
    expect(find(meta, "property", "og:locale")?.content).toBe("de_DE");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("carries the JSON-LD graph", () => {
    const graph = (meta.structuredData as ReturnType<typeof buildStructuredData>)["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["WebPage", "Service", "Person", "BreadcrumbList"]);
  });

  it("leaves the Service out for a page that offers none, and never puts availableLanguage on a Service", () => {
    const legal = buildStructuredData({ ...groupInput, path: "/impressum", serviceName: undefined }, siteConfig, jobTitle)["@graph"];
    expect(legal.map((node) => node["@type"])).toEqual(["WebPage", "Person", "BreadcrumbList"]);
    const service = buildStructuredData(groupInput, siteConfig, jobTitle)["@graph"].find((node) => node["@type"] === "Service");
    expect(service).not.toHaveProperty("availableLanguage");
  });

  it("escapes < in the JSON-LD text so it cannot end the script element", () => {
    const text = structuredDataScript({ description: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).description).toBe("</script><script>alert(1)</script>");
  });
});

describe("buildStructuredData", () => {
  it("links the Service to the Person as provider and lists the breadcrumb Home → page", () => {
    const graph = buildStructuredData(groupInput, siteConfig, jobTitle)["@graph"] as Array<Record<string, any>>;
    const [webPage, service, person, breadcrumb] = graph;
    expect(webPage.url).toBe(`${siteConfig.siteUrl}/pkv-ingenieure`);
    expect(webPage.inLanguage).toBe("de-DE");
    expect(service.provider["@id"]).toBe(person["@id"]);
    expect(person.name).toBe(siteConfig.adviser.name);
    expect(person.telephone).toBe(`+${siteConfig.phone.digits}`);
    expect(person.sameAs).toEqual(siteConfig.social.map((profile) => profile.url));
    expect(breadcrumb.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteConfig.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "PKV für Ingenieure", item: `${siteConfig.siteUrl}/pkv-ingenieure` },
    ]);
  });

  it("gives the person no image when the config has no photo: the initials are no picture of her", () => {
    const { photo: _photo, ...adviser } = siteConfig.adviser;
    const person = (buildStructuredData(groupInput, { ...siteConfig, adviser }, jobTitle)["@graph"] as Array<Record<string, any>>).find(
      (node) => node["@type"] === "Person",
    )!;
    expect(person).not.toHaveProperty("image");
    expect(person.name).toBe(siteConfig.adviser.name);
  });

  it("leaves sameAs out without social profiles, gives the job title passed in, and the photo and the hours from the config", () => {
    const config = {
      ...siteConfig,
      social: [],
      adviser: { ...siteConfig.adviser, photo: { src: "/images/Portrait Anders.JPG", alt: "Porträt" } },
      openingHours: [
        { firstDay: "Mo" as const, lastDay: "Do" as const, opens: "9:00", closes: "18:00" },
        { firstDay: "Fr" as const, opens: "09:00", closes: "13:00" },
      ],
    };
    const otherTitle = "Versicherungsvertreter:in für private Krankenversicherung";
    const person = (buildStructuredData(groupInput, config, otherTitle)["@graph"] as Array<Record<string, any>>).find((node) => node["@type"] === "Person")!;
    expect(person).not.toHaveProperty("sameAs");
    expect(person.jobTitle).toBe(otherTitle);
    expect(person.image).toBe(`${siteConfig.siteUrl}/images/portrait-anders.png`);
    expect(person.contactPoint.hoursAvailable).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday", "https://schema.org/Wednesday", "https://schema.org/Thursday"],
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Friday"], opens: "09:00", closes: "13:00" },
    ]);
  });

  it("gives the home page a one-item breadcrumb", () => {
    const graph = buildStructuredData({ ...groupInput, path: "/" }, siteConfig, jobTitle)["@graph"] as Array<Record<string, any>>;
    expect(graph[3].itemListElement).toHaveLength(1);
    expect(graph[1]["@type"]).toBe("Service");
  });
});

describe("buildNotFoundSeo", () => {
  it("keeps the 404 page out of the index", () => {
    expect(buildNotFoundSeo(siteConfig).meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("buildOfflineSeo", () => {
  it("titles the offline page with the brand and keeps it out of the index", () => {
    const head = buildOfflineSeo("Keine Verbindung", { brand: "Muster" });
    expect(head.title).toBe("Keine Verbindung | Muster");
    expect(head.meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("an article and the glossary in the JSON-LD", () => {
  const input = {
    title: "Tarifwechsel nach § 204 VVG",
    description: "Wie der Wechsel beim eigenen Versicherer funktioniert.",
    keywords: ["Tarifwechsel"],
    path: "/ratgeber/tarifwechsel-204-vvg",
    ogImage: "/og/ratgeber-tarifwechsel-204-vvg.png",
    ogImageAlt: "Tarifwechsel",
    breadcrumbName: "Tarifwechsel nach § 204 VVG",
    breadcrumbParents: [{ name: "Ratgeber", path: "/ratgeber" }],
    article: { published: new Date("2026-11-02"), modified: new Date("2026-11-23") },
  };

  it("describes an article: headline, dates, the adviser as author and publisher, a three-step breadcrumb", () => {
    const head = buildSeo(input, siteConfig, jobTitle);
    // Read as plain records: the graph's node types differ, the test looks up properties by name.
    const graph = (head.structuredData as { "@graph": Record<string, unknown>[] })["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["WebPage", "Article", "Person", "BreadcrumbList"]);
    const article = graph.find((node) => node["@type"] === "Article")!;
    expect(article).toMatchObject({ headline: input.title, datePublished: "2026-11-02", dateModified: "2026-11-23" });
    expect(article.author).toEqual({ "@id": `${siteConfig.siteUrl}/#berater` });
    expect(article.publisher).toEqual(article.author);
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement as { item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${siteConfig.siteUrl}/`,
      `${siteConfig.siteUrl}/ratgeber`,
      `${siteConfig.siteUrl}/ratgeber/tarifwechsel-204-vvg`,
    ]);
    expect(head.meta).toContainEqual({ property: "og:type", content: "article" });
    expect(head.meta).toContainEqual({ property: "article:modified_time", content: "2026-11-23" });
  });

  it("lists glossary terms as a DefinedTermSet with their anchors", () => {
    const node = definedTermSetNode("/glossar", "Glossar", [{ slug: "basistarif", term: "Basistarif", definition: "Ein Tarif." }], {
      siteUrl: siteConfig.siteUrl,
    });
    expect(node["@type"]).toBe("DefinedTermSet");
    expect(node.hasDefinedTerm).toEqual([
      {
        "@type": "DefinedTerm",
        "@id": `${siteConfig.siteUrl}/glossar#basistarif`,
        url: `${siteConfig.siteUrl}/glossar#basistarif`,
        name: "Basistarif",
        description: "Ein Tarif.",
        inDefinedTermSet: { "@id": `${siteConfig.siteUrl}/glossar#begriffe` },
      },
    ]);
  });
});

describe("an English page's head (docs/decisions/0073)", () => {
  const english: SeoInput = {
    ...groupInput,
    title: "Private health insurance for expats",
    description: "Advice in English.",
    serviceName: "Advice for expats",
    path: "/en/expats",
    breadcrumbName: "Expats",
    lang: "en",
  };

  it("says en_GB to share previews and en-GB to search engines, and nothing German in the page's own nodes", () => {
    const head = buildSeo(english, siteConfig, "insurance broker");
    expect(head.meta).toContainEqual({ property: "og:locale", content: "en_GB" });
    const graph = (head.structuredData as { "@graph": Record<string, unknown>[] })["@graph"];
    const page = graph.find((node) => node["@type"] === "WebPage")!;
    expect(page.inLanguage).toBe("en-GB");
    const service = graph.find((node) => node["@type"] === "Service")!;
    // The builder's own words follow the page's language; name and description are the page's.
    expect(JSON.stringify(service)).not.toMatch(/Beratung|Deutschland|Kostenlose/);
  });

  it("starts its breadcrumb at the English home and carries no German title suffix", () => {
    const head = buildSeo(english, siteConfig, "insurance broker");
    const graph = (head.structuredData as { "@graph": Record<string, unknown>[] })["@graph"];
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement as { item: string }[];
    expect(crumbs[0]!.item).toBe(`${siteConfig.siteUrl}/en/`);
    expect(head.title).toBe(`${english.title} | ${siteConfig.brand}`);
  });

  it("keeps German pages as they were: de_DE and de-DE", () => {
    const head = buildSeo(groupInput, siteConfig, jobTitle);
    expect(head.meta).toContainEqual({ property: "og:locale", content: "de_DE" });
    expect(JSON.stringify(head.structuredData)).not.toContain("en-GB");
  });

  it("offers English at the contact point only when the owner publishes English", () => {
    const contactLanguages = (config: typeof siteConfig) => {
      const graph = (buildStructuredData(groupInput, config, jobTitle) as { "@graph": Record<string, unknown>[] })["@graph"];
      return (graph.find((node) => node["@type"] === "Person")!.contactPoint as { availableLanguage: unknown }).availableLanguage;
    };
    expect(contactLanguages({ ...siteConfig, languages: ["de", "en"] })).toEqual(["de", "en"]);
    expect(contactLanguages({ ...siteConfig, languages: undefined })).toBe("de");
  });
});
