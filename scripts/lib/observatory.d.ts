// The parts of @mdn/mdn-http-observatory (plain JavaScript, no types) that scripts/lib/observatory-scan.ts uses.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: string; httpsPort?: string; path?: string },
  ): Promise<{ session?: { jar?: unknown }; responses: { auto?: { status: number; headers: Record<string, unknown> } } }>;
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((retrieved: unknown) => unknown)[];
  export const NUM_TESTS: number;
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(result: string): number;
  export function getGradeForScore(score: number): { grade: string; score: number };
}
declare module '@mdn/mdn-http-observatory/src/analyzer/tests/cookies.js' {
  export function cookiesTest(requests: unknown): unknown;
}
