import { describe, expect, it } from "vitest";

import { recruiterRecordText } from "./recruiter-record";

describe("recruiterRecordText", () => {
  it("counts requests and approvals in words", () => {
    expect(recruiterRecordText({ requestsLast30Days: 1, approved: 0 })).toBe(
      "1 request sent in the last 30 days, 0 approved",
    );
    expect(recruiterRecordText({ requestsLast30Days: 240, approved: 3 })).toBe(
      "240 requests sent in the last 30 days, 3 approved",
    );
  });
});
