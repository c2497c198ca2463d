import type { FullResult, Reporter, Suite, TestCase } from "@playwright/test/reporter";

/**
 * One last line with the counts, easy to find at the end of a CI log:
 * `e2e: 22 tests, 22 passed, 0 failed, 0 flaky, 0 skipped (passed)`.
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  printsToStdio(): boolean {
    return true;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    const tests: TestCase[] = this.suite?.allTests() ?? [];
    const count = (outcome: ReturnType<TestCase["outcome"]>) =>
      tests.filter((test) => test.outcome() === outcome).length;
    console.log(
      `e2e: ${tests.length} tests, ${count("expected")} passed, ${count("unexpected")} failed, ` +
        `${count("flaky")} flaky, ${count("skipped")} skipped (${result.status})`,
    );
  }
}
