import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code explains itself by pointing at the product (docs/spec.md), the design (docs/design.md) and the decisions
 * (docs/decisions/). A pointer that leads nowhere — a section that does not exist, an ADR never written, the old
 * names of documents the repository never held, a path outside it — is worse than none: this test names each one
 * with its file and line. It also catches stale pointers that a branch brings in at merge time.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'tests', 'scripts', 'bench', 'docs', 'deploy', '.ci', 'README.md', 'BENCHMARKS.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations', 'results', 'baselines']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|css|html|md|sh|conf|service|env)$|(^|\/)run$/;

const DOCUMENTS = { spec: 'docs/spec.md', design: 'docs/design.md' } as const;
type DocumentName = keyof typeof DOCUMENTS;

/** `## 4. Rides`, `### 2.7 Driver dashboard` → '4', '2.7'. */
function sectionsOf(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]!));
}

const sections: Record<DocumentName, Set<string>> = { spec: sectionsOf(DOCUMENTS.spec), design: sectionsOf(DOCUMENTS.design) };
const adrs = new Set(readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => /^(\d{3})-/.exec(name)?.[1]).filter(Boolean));

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return TEXT_FILE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED_DIRS.has(name) ? [] : filesUnder(path.join(entry, name))));
}

interface Finding {
  where: string;
  problem: string;
}

/**
 * One line's references. A bare `§N` belongs to the document last named before it, on this line or the one
 * before (`design §4, §8`; `the ones design\n * §12 lists`); RFC sections are not ours to check. In spec.md and
 * design.md a bare `§N` is the document's own section.
 */
function checkLine(file: string, line: string, carried: string | null, findings: Finding[], at: string): string | null {
  const own = (Object.entries(DOCUMENTS).find(([, doc]) => doc === file)?.[0] as DocumentName | undefined) ?? null;
  let current = own ?? carried;
  const token = /\b(design|spec|RFC \d+|SPEC|DESIGN|ADRs?)\b|§\s?(\d+(?:\.\d+)?)|((?:SPEC|DESIGN)\.md)/g;
  for (const match of line.matchAll(token)) {
    const [text, name, section, oldFile] = match;
    if (oldFile || name === 'SPEC' || name === 'DESIGN') {
      findings.push({ where: at, problem: `"${text}" names a document this repository does not have: cite docs/spec.md as "spec §N", docs/design.md as "design §N"` });
      current = null;
    } else if (name?.startsWith('ADR')) {
      current = 'ADR';
    } else if (name) {
      current = name;
    } else if (section) {
      if (current === 'design' || current === 'spec') {
        if (!sections[current].has(section)) findings.push({ where: at, problem: `${current} §${section}: ${DOCUMENTS[current]} has no section ${section}` });
      } else if (current === null) {
        findings.push({ where: at, problem: `§${section} names no document: write "spec §${section}" or "design §${section}"` });
      }
      // Inside spec.md and design.md a name covers the one section after it; a bare one is the document's own.
      if (own) current = own;
    }
  }
  for (const [, numbers] of line.matchAll(/\bADRs? ((?:\d{3}(?:\s*(?:\/|,|and|or|–|-)\s*)?)+)/g)) {
    for (const number of numbers!.match(/\d{3}/g) ?? []) {
      if (!adrs.has(number)) findings.push({ where: at, problem: `ADR ${number}: docs/decisions/ has no ${number}-*.md` });
    }
  }
  return current;
}

/** Markdown links and plain paths that leave the repository, or lead to a file it does not have. */
function checkPaths(file: string, line: string, findings: Finding[], at: string): void {
  if (/\/work\/|\bshared\/(?:SPEC|DESIGN)\b|DEVELOPERS\.md/.test(line)) {
    findings.push({ where: at, problem: 'points outside the repository' });
  }
  if (!file.endsWith('.md')) return;
  for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target!)) continue;
    const resolved = path.resolve(ROOT, path.dirname(file), target!.split('#')[0]!);
    if (!resolved.startsWith(ROOT + path.sep) || !existsSync(resolved)) findings.push({ where: at, problem: `link to ${target} leads nowhere in the repository` });
  }
}

function findBadReferences(): Finding[] {
  const findings: Finding[] = [];
  for (const file of SCANNED.flatMap(filesUnder)) {
    if (file === 'tests/doc-references.test.ts') continue;
    let carried: string | null = null;
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const at = `${file}:${index + 1}`;
        carried = checkLine(file, line, carried, findings, at);
        checkPaths(file, line, findings, at);
      });
  }
  return findings;
}

describe('references to the project’s documents', () => {
  it('the documents have the sections the code leans on', () => {
    for (const section of ['1', '2.7', '4', '7', '9']) expect(sections.spec).toContain(section);
    for (const section of ['1', '4', '5', '10', '11', '13', '16']) expect(sections.design).toContain(section);
  });

  it('every citation leads to a section, a decision or a file the repository has', () => {
    const findings = findBadReferences();
    const report = findings.map((f) => `${f.where}: ${f.problem}`).join('\n');
    if (findings.length > 0) console.error(`Bad references to the documents:\n${report}`);
    expect(report).toBe('');
  });
});
