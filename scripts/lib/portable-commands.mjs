// The shell syntax an npm script may use. npm runs a script through sh on macOS and Linux and
// through cmd.exe on Windows, also when npm itself was started from PowerShell (npm's default
// script-shell): what only sh understands fails on the owner's machine, most likely Windows. A program name with arguments, `&&` between commands and double quotes work in both; an
// environment variable is set in a Node script (scripts/astro.mjs), a file removed with node:fs
// (docs/decisions/0065-scripts-without-a-shell.md). Checked by scripts/lib/portable-commands.test.mjs.

/** sh's commands that cmd.exe lacks (or has with another meaning: `find`, `mkdir -p`). */
const POSIX_PROGRAMS = [
  "rm",
  "cp",
  "mv",
  "mkdir",
  "touch",
  "cat",
  "ls",
  "ln",
  "chmod",
  "grep",
  "sed",
  "awk",
  "find",
  "which",
  "test",
  "true",
  "false",
  "sh",
  "bash",
  "source",
  ".",
];

/** The text with every double-quoted part emptied: quotes work alike in both shells, and what is in them is an argument. */
function outsideDoubleQuotes(command) {
  return command.replace(/"[^"]*"/g, '""');
}

/**
 * What in one npm script command only sh (or only cmd.exe) understands, as developer messages;
 * [] when it runs alike in sh and cmd.exe.
 * @param {string} command
 * @returns {string[]}
 */
export function nonPortableSyntax(command) {
  const bare = outsideDoubleQuotes(command);
  const problems = [];
  // The commands of a chain: `a && b || c | d`. A lone `&` or `;` is reported below.
  const commands = bare
    .split(/&&|\|\||\||;|&/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of commands) {
    const words = part.split(/\s+/);
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]))
      problems.push(
        `\`${words[0]} …\` sets an environment variable in sh syntax; cmd.exe takes ${words[0].split("=")[0]} for a program. Set it in a Node script (process.env), as scripts/astro.mjs does.`,
      );
    else if (["export", "set", "env"].includes(words[0]))
      problems.push(
        `\`${words[0]} …\` sets an environment variable the way only one shell does. Set it in a Node script (process.env), as scripts/astro.mjs does.`,
      );
    else if (POSIX_PROGRAMS.includes(words[0]))
      problems.push(`\`${words[0]}\` is an sh command that cmd.exe lacks or runs differently. Do it in a Node script (node:fs, node:path).`);
    else if (/^\.{1,2}\//.test(words[0]) || words[0].endsWith(".sh"))
      problems.push(`\`${words[0]}\` starts a file by its path or an sh script; cmd.exe runs neither. Run a .mjs file with node.`);
  }
  if (bare.includes("'")) problems.push("single quotes group words only in sh; cmd.exe passes them on as part of the argument. Use double quotes.");
  if (/\$[A-Za-z_{(]/.test(bare)) problems.push("`$NAME`, `${NAME}` and `$(…)` are expanded only by sh. Read the variable in a Node script (process.env).");
  if (/%[A-Za-z_][A-Za-z0-9_]*%/.test(bare)) problems.push("`%NAME%` is expanded only by cmd.exe. Read the variable in a Node script (process.env).");
  if (bare.includes("`")) problems.push("backticks run a command only in sh. Do it in a Node script.");
  if (/(^|[^&>])&([^&]|$)/.test(bare))
    problems.push("a single `&` runs in the background in sh and one after the other in cmd.exe. Use `&&`, or start both from a Node script.");
  if (bare.includes(";")) problems.push("`;` separates commands only in sh; cmd.exe passes it on as an argument. Use `&&`.");
  if (/\/dev\/null/.test(bare)) problems.push("/dev/null does not exist on Windows.");
  if (/(^|\s)~[/\s]|(^|\s)~$/.test(bare)) problems.push("`~` is the home folder only in sh.");
  if (/[*?]/.test(bare))
    problems.push(
      "an unquoted `*` or `?` is expanded by sh but not by cmd.exe: put the pattern in double quotes so the program itself expands it on every system.",
    );
  if (/\\\s*$/.test(bare)) problems.push("a trailing backslash continues the line only in sh.");
  return problems;
}

/**
 * Every non-portable piece of a package.json's scripts, one developer message each, naming the script.
 * @param {Record<string, string>} scripts
 * @returns {string[]}
 */
export function packageScriptProblems(scripts) {
  return Object.entries(scripts).flatMap(([name, command]) =>
    nonPortableSyntax(command).map((problem) => `package.json script "${name}" (${command}): ${problem}`),
  );
}
