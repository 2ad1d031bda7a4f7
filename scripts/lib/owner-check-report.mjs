// What `npm run pruefen` says at its end (docs/decisions/0072-owners-yearly-check.md): the
// failures of the unit tests, the build and the checks of the built files, sorted into those
// that name one of the owner's files — with the file and the field, in German, as the build and
// the checks word them — and those only a programmer can fix. Pure: the script hands in what the
// runs produced (Vitest's JSON report, the build's output) and prints the lines it gets back.

/**
 * The files the owner edits herself (docs/handbuch.md): her config, the profession pages, the
 * texts, the guide's articles and glossary, her images, and each December the figures' row and
 * its hand-typed twin. scripts/lib/owner-check-report.test.mjs checks the folders against the
 * modules that define them.
 */
export const OWNER_FILES = [
  "app/config/site-config.json",
  "app/content/berufe/",
  "app/content/texte/",
  "app/content/ratgeber/",
  "app/content/glossar/",
  "app/images/",
  "app/content/statutory-figures.ts",
  "tests/fixtures/statutory-figures-by-year.ts",
];

/** „Fehler in app/…: …“ (stops the build) and „Hinweis zu app/…: …“ (advice), the two forms the build and the checks use. */
const HEAD = /^(?:\w*Error: )?(Fehler in|Hinweis zu) ((?:app|tests)\/[^\s:(]+)(?: \([^)]*\))?:\s*(.*)$/;
const STACK_LINE = /^\s+at /;
/** Terminal colours, in case a tool writes them into the log. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

const isOwnerFile = (path) => OWNER_FILES.some((owned) => (owned.endsWith("/") ? path.startsWith(owned) : path === owned));

/**
 * The owner-file lines in a message: „Fehler in <file>:“ with the rest of its line, or with the
 * indented lines below it (one per field). Lines about files that are not hers are left out.
 * @param {string} text
 * @returns {{ kind: "Fehler" | "Hinweis", file: string, text: string }[]}
 */
export function ownerLines(text) {
  const found = [];
  let block = null;
  for (const raw of text.replace(COLOUR, "").split(/\r?\n/)) {
    const line = raw.replace(/^\[\S+\]\s+/, "").replace(/^\d\d:\d\d:\d\d\s+(\[\S+\]\s+)?/, "");
    const head = HEAD.exec(line.trim());
    if (head) {
      const [, word, file, rest] = head;
      block = isOwnerFile(file) ? { kind: word === "Fehler in" ? "Fehler" : "Hinweis", file } : null;
      if (block && rest.trim()) found.push({ ...block, text: rest.trim() });
      continue;
    }
    // Astro's error frame ends the message with „Location:“ and „Stack trace:“ blocks: not the owner's.
    if (block && /^\s*(?:Location|Stack trace):\s*$/.test(line)) block = null;
    else if (block && /^\s{2,}\S/.test(raw) && !STACK_LINE.test(raw)) found.push({ ...block, text: raw.trim() });
    else block = null;
  }
  return found;
}

/**
 * The failures in a Vitest JSON report (`--reporter=json`): one per failed test, and one per
 * test file that failed before its tests ran (a module that threw on import).
 * @param {any} report
 * @param {string} projectDir
 * @returns {{ file: string, test: string | null, message: string }[]}
 */
export function vitestFailures(report, projectDir) {
  const relativeFile = (name) => (name.startsWith(projectDir) ? name.slice(projectDir.length).replace(/^[\\/]/, "") : name).replaceAll("\\", "/");
  return (report?.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0 && file.status === "failed") return [{ file: relativeFile(file.name), test: null, message: file.message ?? "" }];
    return failed.map((test) => ({ file: relativeFile(file.name), test: test.fullName, message: (test.failureMessages ?? []).join("\n") }));
  });
}

/** The counts of a Vitest JSON report. */
export function vitestCounts(report) {
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0, failedFiles: report?.numFailedTestSuites ?? 0 };
}

const firstLine = (message) =>
  message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line && !STACK_LINE.test(line))
    ?.replace(/^\w*Error: /, "") ?? "(keine Meldung)";

const number = (count) => new Intl.NumberFormat("de-DE").format(count);

/**
 * @typedef {{ ran: boolean, report?: any }} TestStep  the Vitest run and its JSON report (none when it could not run)
 * @typedef {{ ran: boolean, ok: boolean, output: string }} BuildStep
 * @param {{ unit: TestStep, build: BuildStep, built: TestStep, projectDir: string, log: string }} steps
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function ownerCheckReport({ unit, build, built, projectDir, log }) {
  const owner = [];
  const hints = [];
  const programmer = [];
  const add = (list, item) => {
    if (!list.includes(item)) list.push(item);
  };
  const sort = (items) => {
    for (const item of items) add(item.kind === "Fehler" ? owner : hints, `${item.file} – ${item.text}`);
  };

  // The build's own lines first: they name the file and the field in the owner's words.
  if (build.ran) {
    sort(ownerLines(build.output));
    const buildErrors = ownerLines(build.output).filter((item) => item.kind === "Fehler");
    if (!build.ok && buildErrors.length === 0) {
      const tail = build.output.trim().split(/\r?\n/).slice(-3).join(" ").slice(0, 300);
      add(programmer, `Der Bau (npm run build) ist abgebrochen, ohne eine Ihrer Dateien zu nennen: ${tail}`);
    }
  }
  for (const [step, name] of [
    [unit, "Prüfungen der Bausteine"],
    [built, "Prüfungen der gebauten Seiten"],
  ]) {
    if (!step.ran) continue;
    if (!step.report) {
      add(programmer, `Die ${name} ließen sich nicht ausführen (Einzelheiten im Protokoll ${log}).`);
      continue;
    }
    for (const failure of vitestFailures(step.report, projectDir)) {
      const lines = ownerLines(failure.message);
      if (lines.some((line) => line.kind === "Fehler")) sort(lines);
      else add(programmer, `${failure.file}${failure.test ? ` › ${failure.test}` : ""}: ${firstLine(failure.message)}`);
    }
  }

  const unitCounts = vitestCounts(unit.report);
  const builtCounts = vitestCounts(built.report);
  const ok = owner.length === 0 && programmer.length === 0 && build.ok && unit.ran && !!unit.report && built.ran && !!built.report;
  const summary = [
    unit.report
      ? `Prüfungen der Bausteine: ${number(unitCounts.passed)} bestanden, ${number(unitCounts.failed)} fehlgeschlagen`
      : "Prüfungen der Bausteine: nicht gelaufen",
    `Bau: ${!build.ran ? "nicht gelaufen" : build.ok ? "erfolgreich" : "abgebrochen"}`,
    built.report
      ? `Prüfungen der gebauten Seiten: ${number(builtCounts.passed)} bestanden, ${number(builtCounts.failed)} fehlgeschlagen`
      : `Prüfungen der gebauten Seiten: nicht gelaufen${build.ran && !build.ok ? " (der Bau ist abgebrochen)" : ""}`,
  ];

  const lines = ["", "═".repeat(72)];
  if (ok) {
    lines.push("npm run pruefen: alles grün.", ...summary.map((line) => `  ${line}`));
    lines.push("  Ihre Dateien sind in Ordnung. Vor dem Hochladen prüft „npm run deploy“ außerdem, dass keine Beispielwerte mehr eingetragen sind.");
  } else {
    lines.push("npm run pruefen: NICHT bestanden.", ...summary.map((line) => `  ${line}`));
    if (owner.length > 0) {
      lines.push("", "In Ihren Dateien – bitte dort korrigieren, dann erneut „npm run pruefen“:");
      for (const item of owner) lines.push(`  • ${item}`);
    }
    if (programmer.length > 0) {
      lines.push(
        "",
        owner.length > 0
          ? "Außerdem für einen Programmierer (diese Meldungen nennen keine Ihrer Dateien):"
          : "Für einen Programmierer – keine Ihrer Dateien ist betroffen; geben Sie ihm diese Liste und das Protokoll:",
      );
      for (const item of programmer) lines.push(`  • ${item}`);
    }
  }
  if (hints.length > 0) {
    lines.push("", "Hinweise (kein Fehler; nach Belieben ändern):");
    for (const item of hints) lines.push(`  • ${item}`);
  }
  lines.push("", `Vollständiges Protokoll: ${log}`, "═".repeat(72));
  return { ok, lines };
}
