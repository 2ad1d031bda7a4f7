/**
 * The content editor at /admin/ as the owner uses it (docs/decisions/0051-decap-cms-editor.md):
 * Decap CMS with its local backend, a decap-server this file starts on a copy of the content, so
 * the working copy is never touched. Saves must land in the copy's files, in the form the build
 * and Prettier accept; what the build would refuse is refused in German before anything is
 * written. Untagged (desktop project): the editor is a desktop tool.
 */
import "./build-time-global";
import { execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { check, getFileInfo, resolveConfig } from "prettier";
import { parse } from "yaml";
import { SITE_CONFIG_FILE, siteConfigIssues } from "../../app/config/site-config-schema";
import { ARTICLE_FILES, GLOSSARY_FILES, articleSchema, glossaryTermSchema } from "../../app/modules/ratgeber-schema";
import { PROFESSION_FILES, readProfessionFiles } from "../../app/config/profession-files";
import { professionFields, siteConfigFields } from "../../app/editor/field-labels";
import { professionRoutes } from "../../app/config/page-routes";
import { professionPageData } from "../../app/content/professions";
import { textFileData } from "../../app/content/text-file-data";
import { TEXT_FILE_FOLDER, TEXT_FILES } from "../../app/modules/text-files/text-files";
import { schemaLabels } from "../../app/editor/zod-to-decap";
import { copyVocabulary } from "../../app/content/copy-vocabulary";
import { filesUnder } from "../../scripts/lib/files-under.mjs";
import { nodePlan, spawnPlan, spawnPlanSync } from "../../scripts/lib/node-bin.mjs";
import { astroPlan, decapServerPlan } from "../../scripts/lib/spawn-plans.mjs";
import { EDITOR_API_PATH, EDITOR_PATH, editorContentSecurityPolicy } from "../../scripts/lib/security-headers.mjs";
import { RESTART_AFTER_SAVE_MS } from "../../app/editor/editor-config";
import { imageType } from "../../app/editor/media-files";
import { editorBackendPort } from "./editor-backend";
import { expect, test } from "./fixtures";

const projectDir = resolve(import.meta.dirname, "../..");
const decapPort = editorBackendPort(Number(process.env.E2E_PORT ?? 4180));
let decapServer: ChildProcess | undefined;
let copy = "";

// One decap-server and one copy for the file: its tests run in order in one worker (a failure does not skip the rest).
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ request }) => {
  copy = mkdtempSync(join(tmpdir(), "pkv-editor-"));
  for (const path of [ARTICLE_FILES.folder, GLOSSARY_FILES.folder, PROFESSION_FILES.folder, TEXT_FILE_FOLDER, SITE_CONFIG_FILE, "app/images"])
    cpSync(join(projectDir, path), join(copy, path), { recursive: true });
  decapServer = spawnPlan(decapServerPlan({ port: decapPort, contentDir: copy }), { stdio: "inherit" });
  // Through the test server's /admin/api/v1, the way the editor reaches it.
  await expect.poll(async () => (await request.post(EDITOR_API_PATH, { data: { action: "info" } }).catch(() => null))?.status(), { timeout: 20_000 }).toBe(200);
});

test.afterAll(() => {
  decapServer?.kill("SIGTERM");
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const inCopy = (path: string) => readFileSync(join(copy, path), "utf8");

function frontmatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error("no frontmatter");
  return { data: parse(match[1]) as Record<string, unknown>, body: match[2] };
}

/** Opens an entry (`collections/glossar/entries/basistarif`) after logging in to the local backend; `loaded` is a field that shows the entry is there. */
async function openEntry(page: Page, route: string, loaded: string) {
  await page.goto(EDITOR_PATH);
  await page.getByRole("button", { name: "Bearbeiten beginnen" }).click();
  await page.goto(`${EDITOR_PATH}#/${route}`);
  await expect(page.getByLabel(loaded, { exact: true })).not.toHaveValue("", { timeout: 15_000 });
}

/** Replaces a text field's value as a person does: select all, type. */
async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("Control+A");
  await field.pressSequentially(text);
}

/** Whether the copy's file is formatted as `npm run format:check` wants it (or is a file Prettier is told to leave alone). */
async function formattedForTheProject(path: string): Promise<boolean> {
  const filepath = join(projectDir, path);
  if ((await getFileInfo(filepath, { ignorePath: join(projectDir, ".prettierignore") })).ignored) return true;
  return check(inCopy(path), { ...(await resolveConfig(filepath)), filepath });
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await page.getByRole("menuitem", { name: "In die Datei speichern" }).click();
}

const glossarySlug = readdirSync(join(projectDir, GLOSSARY_FILES.folder))
  .find((name) => name.endsWith(`.${GLOSSARY_FILES.extension}`))!
  .slice(0, -GLOSSARY_FILES.extension.length - 1);
const glossaryFile = `${GLOSSARY_FILES.folder}/${glossarySlug}.${GLOSSARY_FILES.extension}`;
/** The longest article: it has a short answer, a table of contents, figures and terms. */
const articleSlug = readdirSync(join(projectDir, ARTICLE_FILES.folder))
  .filter((name) => name.endsWith(`.${ARTICLE_FILES.extension}`))
  .map((name) => ({ slug: name.slice(0, -ARTICLE_FILES.extension.length - 1), size: readFileSync(join(projectDir, ARTICLE_FILES.folder, name)).length }))
  .sort((a, b) => b.size - a.size)[0].slug;
const articleFile = `${ARTICLE_FILES.folder}/${articleSlug}.${ARTICLE_FILES.extension}`;

test("/admin/ has its own CSP, stays out of search engines and costs the public pages nothing", async ({ request }) => {
  const admin = await request.get(EDITOR_PATH);
  expect(admin.status()).toBe(200);
  expect(admin.headers()["content-security-policy"]).toBe(editorContentSecurityPolicy());
  expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"].split(/[;\s]+/)).not.toContain("'unsafe-eval'");
  // Not built into the site: no page links it, and the sitemap, the precache list and the search index cannot name it.
  const siteDir = join(projectDir, "build", "site");
  expect(existsSync(join(siteDir, EDITOR_PATH))).toBe(false);
  const naming = filesUnder(siteDir, (name: string) => /\.(html|xml|txt|js|json|webmanifest)$/.test(name)).filter((file: string) =>
    readFileSync(file, "utf8").includes(EDITOR_PATH),
  );
  expect(naming).toEqual([]);
});

test("changing a glossary term's explanation and saving writes the term's file, nothing else in it", async ({ page }) => {
  const before = frontmatter(inCopy(glossaryFile));
  await openEntry(page, `collections/glossar/entries/${glossarySlug}`, "Begriff");
  const explanation = "Diese Erklärung hat der Test im Editor geschrieben.";
  // The Markdown field is the last text box of the form.
  await page.getByRole("textbox").last().click();
  await page.keyboard.press("Control+A");
  // Entered in one go, as pasted: typed key by key on a busy machine, the Markdown box (Slate)
  // fell behind its own DOM and threw „Cannot resolve a Slate point“ for every key.
  await page.keyboard.insertText(explanation);
  await expect(page.frameLocator("iframe").first().getByText(explanation)).toBeVisible();
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  const after = frontmatter(inCopy(glossaryFile));
  expect(after.body.trim()).toBe(explanation);
  expect(after.data).toEqual(before.data);
  expect(glossaryTermSchema.safeParse(after.data).success).toBe(true);
  expect(await formattedForTheProject(glossaryFile)).toBe(true);
});

test("changing a Ratgeber article's title writes the article's file, the text unchanged", async ({ page }) => {
  const before = frontmatter(inCopy(articleFile));
  await openEntry(page, `collections/ratgeber/entries/${articleSlug}`, "Titel");
  const title = page.getByLabel("Titel", { exact: true });
  const newTitle = `${String(before.data.title).slice(0, 50)} (geändert)`;
  await retype(title, newTitle);
  // The preview shows the page's own heading, updated as the owner types.
  await expect(page.frameLocator("iframe").first().locator("h1")).toHaveText(newTitle);
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  const after = frontmatter(inCopy(articleFile));
  expect(after.data).toEqual({ ...before.data, title: newTitle });
  expect(after.body).toBe(before.body);
  expect(articleSchema.safeParse(after.data).success).toBe(true);
  expect(await formattedForTheProject(articleFile)).toBe(true);
});

test("an emptied required field is refused in German and nothing is written", async ({ page, watchers }) => {
  const before = inCopy(glossaryFile);
  await openEntry(page, `collections/glossar/entries/${glossarySlug}`, "Begriff");
  await page.getByLabel("Begriff", { exact: true }).fill("");
  await save(page);
  await expect(page.getByText("Begriff ist erforderlich.")).toBeVisible();
  await expect(page.getByText("Nicht gespeichert: Einige Pflichtfelder sind leer. Sie sind rot markiert.")).toBeVisible();
  expect(inCopy(glossaryFile)).toBe(before);
  // Decap rejects its save promise without a reason when the form has errors.
  watchers.expectedConsoleErrors.push(/^pageerror: undefined$/);
});

test("a value the build would refuse is refused before saving, with the build's German message", async ({ page, watchers }) => {
  const before = inCopy(SITE_CONFIG_FILE);
  await openEntry(page, "collections/einstellungen/entries/angaben", "Name der Website");
  // A pattern the form checks itself, with the schema's message:
  await retype(page.getByLabel("Postleitzahl", { exact: true }), "1234");
  await save(page);
  await expect(page.getByText("Postleitzahl: muss eine fünfstellige Postleitzahl sein")).toBeVisible();
  expect(inCopy(SITE_CONFIG_FILE)).toBe(before);
  await retype(page.getByLabel("Postleitzahl", { exact: true }), String((JSON.parse(before) as { address: { postalCode: string } }).address.postalCode));
  // A rule across fields that only the schema knows: the check before saving reports it.
  await retype(page.getByLabel("Ende", { exact: true }).first(), "6:00");
  await save(page);
  await expect(page.getByText(/Nicht gespeichert – bitte korrigieren:.*Telefonzeiten 1 › Ende: endet nicht nach dem Beginn/s)).toBeVisible();
  expect(inCopy(SITE_CONFIG_FILE)).toBe(before);
  // Decap logs the refused save and rejects its promise with its own failure action (an object);
  // the form's own refusal rejects without a reason.
  watchers.expectedConsoleErrors.push(/Nicht gespeichert – bitte korrigieren/, /^pageerror: Object$/, /^pageerror: undefined$/);
});

test("changing the telephone number in the settings writes the config file as the build and Prettier accept it", async ({ page }) => {
  const before = JSON.parse(inCopy(SITE_CONFIG_FILE)) as { phone: { display: string } };
  await openEntry(page, "collections/einstellungen/entries/angaben", "Name der Website");
  const display = `${before.phone.display} 9`;
  await retype(page.getByLabel("Nummer wie angezeigt", { exact: true }), display);
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  const after = JSON.parse(inCopy(SITE_CONFIG_FILE)) as typeof before;
  expect(after).toEqual({ ...before, phone: { ...before.phone, display } });
  expect(siteConfigIssues(after)).toEqual([]);
  expect(await formattedForTheProject(SITE_CONFIG_FILE)).toBe(true);
});

test("the article preview shows the text as the built page does", async ({ page }) => {
  await page.goto(`/ratgeber/${articleSlug}`);
  const pageText = await page.locator("article").innerText();
  // The copy's article is unchanged apart from the title the test above set; compare the original.
  cpSync(join(projectDir, articleFile), join(copy, articleFile));
  await openEntry(page, `collections/ratgeber/entries/${articleSlug}`, "Titel");
  const preview = page.frameLocator("iframe").first().locator("article");
  await expect(preview.locator("h1")).toBeVisible();
  const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
  expect(normalise(await preview.innerText())).toBe(normalise(pageText));
});

/** A port nothing listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((found) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => found(port));
    });
  });
}

test("npm run edit starts the preview with the editor at /admin/ and decap-server on the given folder", async () => {
  test.slow();
  const [sitePort, backendPort] = [await freePort(), await freePort()];
  const edit = spawnPlan(
    nodePlan(join(projectDir, "scripts", "edit.mjs"), [], { PORT: String(sitePort), DECAP_SERVER_PORT: String(backendPort), EDIT_CONTENT_DIR: copy }),
    { cwd: projectDir, stdio: "inherit" },
  );
  const exited = new Promise((ended) => edit.on("exit", ended));
  try {
    const origin = `http://127.0.0.1:${sitePort}`;
    await expect.poll(async () => (await fetch(`${origin}${EDITOR_PATH}`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
    const admin = await fetch(`${origin}${EDITOR_PATH}`);
    expect(admin.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
    expect(admin.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // The saves go to the folder named, through the preview's own origin.
    const info = await fetch(`${origin}${EDITOR_API_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    expect(await info.json()).toMatchObject({ repo: copy.split("/").at(-1), type: "local_fs" });
    // The development preview of the site itself answers on the same port.
    expect((await fetch(`${origin}/`)).status).toBe(200);
  } finally {
    edit.kill("SIGTERM");
    await exited;
  }
});

/** The first profession page: whichever the adviser has, its file and what the editor opens it with. */
const profession = readProfessionFiles()[0]!;
type ProfessionData = { faqs: { answer: string[] }[]; whyPkv: { fastReimbursement: string }; order: number; groupName: string; shortLabel: string };
const professionEntry = `collections/berufe/entries/${profession.slug}`;
const loadedLabel = professionFields.groupName!.label;

/** The text box that holds `value` now (Decap's nested lists give their boxes no label of their own). */
async function boxHolding(page: Page, value: string): Promise<Locator> {
  const index = await page.locator("textarea").evaluateAll((boxes, wanted) => boxes.findIndex((box) => (box as HTMLTextAreaElement).value === wanted), value);
  expect(index, `a text box holding „${value.slice(0, 40)}…“`).toBeGreaterThanOrEqual(0);
  return page.locator("textarea").nth(index);
}

test("a name changed in the settings shows in the previews without restarting the editor", async ({ page }) => {
  test.slow();
  const saved = inCopy(SITE_CONFIG_FILE);
  const name = `${(JSON.parse(saved) as { adviser: { name: string } }).adviser.name}-Neumann`;
  await openEntry(page, "collections/einstellungen/entries/angaben", siteConfigFields.brand!.label);
  await retype(page.getByLabel(siteConfigFields["adviser.name"]!.label, { exact: true }), name);
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  try {
    // The editor starts again after a save of the config and reads it anew (app/editor/fresh-content.ts).
    await page.waitForEvent("load", { timeout: RESTART_AFTER_SAVE_MS + 15_000 });
    await page.goto(`${EDITOR_PATH}#/${professionEntry}`);
    await expect(page.getByLabel(loadedLabel, { exact: true })).not.toHaveValue("", { timeout: 15_000 });
    // The profession page's card „Über mich“ names the adviser.
    await expect(page.frameLocator("iframe").first().getByText(name, { exact: true }).first()).toBeVisible();
  } finally {
    writeFileSync(join(copy, SITE_CONFIG_FILE), saved);
  }
});

test("the pictures of app/images show in the logo's image field and in the media library", async ({ page }) => {
  const pictures = readdirSync(join(projectDir, "app/images")).filter((name) => imageType(name));
  const config = JSON.parse(inCopy(SITE_CONFIG_FILE)) as { adviser: { photo?: { src: string } }; broker?: { logo?: { src: string } } };
  const named = [config.adviser.photo?.src, config.broker?.logo?.src].filter(Boolean).length;
  const loaded = () => page.locator('img[src^="blob:"]').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length);
  await openEntry(page, "collections/einstellungen/entries/angaben", siteConfigFields.brand!.label);
  // The config names photo and logo as the site does (with or without extension, app/images/README.md); their thumbnails load.
  await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThanOrEqual(named);
  // The owner picks another picture: the media library opens with every picture of app/images.
  await page
    .getByRole("button", { name: /^Wähle ein (anderes )?Bild$/ })
    .first()
    .click();
  await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThanOrEqual(named + pictures.length);
});

test("changing a profession page's FAQ answer writes that field of the page's file, and the build sets its typography", async ({ page }) => {
  // A profession page is Decap's longest form: it re-renders on every keystroke, slowly on a busy machine.
  test.slow();
  const before = parse(inCopy(profession.file)) as ProfessionData;
  await openEntry(page, professionEntry, loadedLabel);
  // Typed as an owner types: plain spaces, straight quotes.
  const answer = 'Der Test hat diese Antwort im Editor geschrieben: etwa 2 Minuten, z. B. nach § 6 SGB V, "ohne Gewähr".';
  // Filled in one go (typed key by key, this long text took half a minute in the longest form on a busy machine).
  await (await boxHolding(page, before.faqs[0]!.answer[0]!)).fill(answer);
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  const after = parse(inCopy(profession.file)) as ProfessionData;
  const expected = structuredClone(before);
  expected.faqs[0]!.answer[0] = answer;
  expect(after).toEqual(expected);
  expect(await formattedForTheProject(profession.file)).toBe(true);
  // What the build makes of the file: the function the pages are rendered from.
  const built = professionPageData({ ...profession, data: after });
  expect(built.faqs[0]!.answer[0]).toBe(
    "Der Test hat diese Antwort im Editor geschrieben: etwa 2\u00a0Minuten, z.\u202fB. nach §\u00a06 SGB\u00a0V, „ohne Gewähr“.",
  );
});

test("a claim the law forbids is refused in German before saving, naming the field and the reason", async ({ page, watchers }) => {
  test.slow();
  const before = inCopy(profession.file);
  const { whyPkv } = parse(before) as ProfessionData;
  await openEntry(page, professionEntry, loadedLabel);
  await retype(await boxHolding(page, whyPkv.fastReimbursement), "Sofort-Erstattung für jede Rechnung.");
  await save(page);
  await expect(
    page.getByText(new RegExp(`Nicht gespeichert – bitte korrigieren:.*${professionFields["whyPkv.fastReimbursement"]!.label}: Erstattungen dauern Tage`, "s")),
  ).toBeVisible();
  expect(inCopy(profession.file)).toBe(before);
  watchers.expectedConsoleErrors.push(/Nicht gespeichert – bitte korrigieren/, /^pageerror: Object$/, /^pageerror: undefined$/);
});

/** The page „Kopie anlegen“ makes here: a name with an umlaut, whose address spells it ae (docs/decisions/0071). */
const NEW_GROUP = "Tierärzte";
const NEW_SLUG = "tieraerzte";

test("a new profession page made from a copy of one is a new file and a new page in the menus", async ({ page }) => {
  test.slow();
  await openEntry(page, professionEntry, loadedLabel);
  await page.getByRole("button", { name: "Gespeichert", exact: true }).click();
  await page.getByRole("menuitem", { name: "Kopie anlegen", exact: true }).click();
  await retype(page.getByLabel(loadedLabel, { exact: true }), NEW_GROUP);
  await retype(page.getByLabel(professionFields.shortLabel!.label, { exact: true }), NEW_GROUP);
  await retype(page.getByLabel(professionFields.order!.label, { exact: true }), "99");
  // Before saving, the preview names the address the page will get and warns that its sentences are still the source's.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByText(`Adresse nach dem Speichern: /pkv-${NEW_SLUG}`)).toBeVisible();
  await expect(preview.getByRole("alert").filter({ hasText: "Diese Seite hat noch Texte einer anderen Seite" })).toContainText(`(/pkv-${profession.slug})`);
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  const file = `${PROFESSION_FILES.folder}/${NEW_SLUG}.${PROFESSION_FILES.extension}`;
  const added = parse(inCopy(file)) as ProfessionData;
  expect(added).toMatchObject({ groupName: NEW_GROUP, shortLabel: NEW_GROUP, order: 99 });
  expect(Object.keys(added)).toEqual(Object.keys(parse(inCopy(profession.file)) as object));
  expect(await formattedForTheProject(file)).toBe(true);
  const routes = professionRoutes(readProfessionFiles(copy));
  expect(routes.at(-1)).toMatchObject({ path: `/pkv-${NEW_SLUG}`, shortLabel: NEW_GROUP, groupName: NEW_GROUP });
  expect(routes).toHaveLength(readProfessionFiles().length + 1);
  // The list of pages names each by its real address.
  await page.goto(`${EDITOR_PATH}#/collections/berufe`);
  await expect(page.getByText(`${NEW_GROUP} (/pkv-${NEW_SLUG})`)).toBeVisible();
});

/** The home page's text file, as the owner finds it under „Texte“. */
const homeTextFile = `${TEXT_FILE_FOLDER}/startseite.yaml`;
type HomeTextData = { hero: { subtitle: string; titleHighlight: string } };
// Typed as an owner types, with a placeholder the build fills from the config.
const homeSubtitle = 'Im Test geändert: Ich berate als {status} "ohne Gewähr", etwa 2 Minuten - z. B. nach § 6 SGB V.';

/** The subtitle as the build sets it: the adviser's status filled in, German typography. */
const homeSubtitleBuilt = `Im Test geändert: Ich berate als ${copyVocabulary().status} „ohne Gewähr“, etwa 2\u00a0Minuten – z.\u202fB. nach §\u00a06 SGB\u00a0V.`;

test("changing the home page's subtitle under „Texte“ writes that field of its file; an unknown placeholder is refused first", async ({ page, watchers }) => {
  test.slow();
  const before = parse(inCopy(homeTextFile)) as HomeTextData;
  await openEntry(page, "collections/texte/entries/startseite", schemaLabels(TEXT_FILES.startseite.schema)["hero.titleHighlight"]!.label);
  const box = await boxHolding(page, before.hero.subtitle);
  await box.fill("Ich berate als {beruf} und sonst nichts.");
  await save(page);
  await expect(page.getByText(/Nicht gespeichert – bitte korrigieren:.*unbekannter Platzhalter „\{beruf\}“/s)).toBeVisible();
  expect(parse(inCopy(homeTextFile))).toEqual(before);
  watchers.expectedConsoleErrors.push(/Nicht gespeichert – bitte korrigieren/, /^pageerror: Object$/, /^pageerror: undefined$/);

  await box.fill(homeSubtitle);
  await save(page);
  await expect(page.getByText("Gespeichert.")).toBeVisible();
  const after = parse(inCopy(homeTextFile)) as HomeTextData;
  const expected = structuredClone(before);
  expected.hero.subtitle = homeSubtitle;
  expect(after).toEqual(expected);
  expect(await formattedForTheProject(homeTextFile)).toBe(true);
  expect((textFileData("startseite", after) as HomeTextData).hero.subtitle).toBe(homeSubtitleBuilt);
});

test("after a build the edited answer is on its page, the new page in the menus, on the home page and in the sitemap, and the edited home text on the home page", async () => {
  test.slow();
  // The working copy (tracked files and new ones not ignored, such as an adviser's own images), with
  // the profession folder the editor wrote, built as `npm run build` does.
  const project = mkdtempSync(join(tmpdir(), "pkv-build-"));
  try {
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: projectDir, encoding: "utf8" })
      .split("\0")
      .filter(Boolean);
    for (const file of files) if (existsSync(join(projectDir, file))) cpSync(join(projectDir, file), join(project, file));
    for (const folder of [PROFESSION_FILES.folder, TEXT_FILE_FOLDER]) {
      rmSync(join(project, folder), { recursive: true });
      cpSync(join(copy, folder), join(project, folder), { recursive: true });
    }
    symlinkSync(join(projectDir, "node_modules"), join(project, "node_modules"));
    const build = spawnPlanSync(astroPlan("build"), { cwd: project, encoding: "utf8" });
    expect(build.status, String(build.stderr).slice(-2000)).toBe(0);
    const site = join(project, "build", "site");
    const home = readFileSync(join(site, "index.html"), "utf8");
    // The desktop menu and the footer („PKV für …“), the phone menu (short name) and the home page's card.
    expect(home.match(new RegExp(`<a [^>]*href="/pkv-${NEW_SLUG}"[^>]*>PKV für (?:<!-- -->)?${NEW_GROUP}</a>`, "g"))).toHaveLength(2);
    expect(home).toMatch(new RegExp(`<a href="/pkv-${NEW_SLUG}" aria-label="PKV für ${NEW_GROUP}"[^>]*>${NEW_GROUP}</a>`));
    expect(home).toMatch(new RegExp(`<a href="/pkv-${NEW_SLUG}" class="[^"]*">${NEW_GROUP}</a>`));
    expect(readFileSync(join(site, `pkv-${NEW_SLUG}`, "index.html"), "utf8")).toContain("<title>");
    // The answer the first test of this file saved, with the typography the build sets.
    // Its text, that is: the page links the paragraph it cites.
    const edited = readFileSync(join(site, `pkv-${profession.slug}`, "index.html"), "utf8").replace(/<[^>]+>/g, "");
    expect(/im Editor geschrieben[^\n]*?“\./.exec(edited)?.[0]).toBe(
      "im Editor geschrieben: etwa 2\u00a0Minuten, z.\u202fB. nach §\u00a06 SGB\u00a0V, „ohne Gewähr“.",
    );
    expect(readFileSync(join(site, "sitemap.xml"), "utf8")).toContain(`/pkv-${NEW_SLUG}</loc>`);
    // The home page's subtitle the text-file test saved, as the build sets it.
    expect(home.replace(/<[^>]+>/g, "")).toContain(homeSubtitleBuilt);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
