import { describe, expect, it } from "vitest";

import { recruiterRecordText, usualReplyText } from "./recruiter-record";

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

describe("usualReplyText", () => {
  it("says each band, and nothing before the server knows one", () => {
    expect(usualReplyText("within_a_day")).toBe("Usually replies within a day");
    expect(usualReplyText("within_two_days")).toBe("Usually replies within 2 days");
    expect(usualReplyText("within_a_week")).toBe("Usually replies within a week");
    expect(usualReplyText("longer_than_a_week")).toBe("Usually takes more than a week to reply");
    expect(usualReplyText(null)).toBeNull();
    expect(usualReplyText(undefined)).toBeNull();
  });
});
