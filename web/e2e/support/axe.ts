/**
 * The accessibility check: axe-core's WCAG 2.2 AA rules on the page as it is, reporting
 * the violations a person cannot work around (impact serious or critical) as readable lines.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no wcag22a tag: its 2.2 A rules sit in wcag2a). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const BLOCKING = new Set(["serious", "critical"]);

type Options = {
  /** Only these rules (the dark-theme pass checks contrast alone). */
  rules?: string[];
};

/**
 * Runs axe on `page` and returns one paragraph per serious or critical violation, naming
 * `where` (screen, theme, width), the rule, its help page and each offending element.
 */
export async function seriousViolations(page: Page, where: string, { rules }: Options = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS)).analyze();

  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n\s*/g, "\n      ") ?? ""}`)
        .join("\n");
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    });
}
