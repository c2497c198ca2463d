import { describe, expect, it } from "vitest";

import { detectIdentityLeaks, detectMessageLeaks, findIdentityLeaks, type IdentityValues } from "./identity-leaks";

const ada: IdentityValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada.lovelace@example.com",
  phoneNumber: "0412 345 678",
  linkedinUrl: "https://www.linkedin.com/in/ada-lovelace-1815/",
};

const kinds = (texts: Parameters<typeof detectIdentityLeaks>[0], identity: IdentityValues = ada) =>
  detectIdentityLeaks(texts, identity).map((leak) => `${leak.field}:${leak.kind}`);

describe("findIdentityLeaks", () => {
  it("finds nothing in ordinary anonymous texts", () => {
    expect(
      findIdentityLeaks(
        {
          codename: "quiet-analyst-42",
          headline: "Senior Data Engineer with 10 years in fintech",
          pitch:
            "I build reliable pipelines in Python, Rust and SQL. Led a team of 8 from 2015-2019, " +
            "cut costs by 40% and earn $150,000. Node.js, ASP.NET and Socket.io too. e.g. Kafka.",
        },
        ada,
      ),
    ).toEqual([]);
  });

  it("finds nothing when all texts are absent or blank", () => {
    expect(findIdentityLeaks({}, ada)).toEqual([]);
    expect(findIdentityLeaks({ codename: "", headline: "   ", pitch: null }, ada)).toEqual([]);
  });

  describe("the person's own names", () => {
    it("flags the first name as a whole word, whatever its case, and says where", () => {
      expect(findIdentityLeaks({ headline: "ADA, senior engineer" }, ada)).toEqual([
        'Your first name "Ada" in your headline',
      ]);
    });

    it("flags the last name in the pitch", () => {
      expect(findIdentityLeaks({ pitch: "The lovelace of data." }, ada)).toEqual([
        'Your last name "Lovelace" in your pitch',
      ]);
    });

    it("flags a name between hyphens in the codename", () => {
      expect(kinds({ codename: "ada-builds-things" })).toEqual(["codename:firstName"]);
      expect(kinds({ codename: "lovelace-42" })).toEqual(["codename:lastName"]);
    });

    it("does not flag a name inside another word", () => {
      expect(findIdentityLeaks({ headline: "Adaptive leader", pitch: "Canada and Nevada" }, ada)).toEqual([]);
      expect(findIdentityLeaks({ codename: "adamant-fox" }, ada)).toEqual([]);
    });

    it("ignores names shorter than two letters", () => {
      const j = { ...ada, firstName: "J", lastName: "" };
      expect(findIdentityLeaks({ headline: "J Smith fan, plan J" }, j)).toEqual([]);
    });

    it("checks two-letter names", () => {
      const li = { ...ada, firstName: "Li", lastName: "Wei" };
      expect(kinds({ headline: "Li: backend engineer", pitch: "Wei" }, li)).toEqual([
        "headline:firstName",
        "pitch:lastName",
      ]);
    });

    it("compares names without accents", () => {
      const renee = { ...ada, firstName: "Renée", lastName: "Müller" };
      expect(kinds({ codename: "renee-muller", headline: "RENÉE" }, renee)).toEqual([
        "codename:firstName",
        "codename:lastName",
        "headline:firstName",
      ]);
    });

    it("matches names with several words or regex characters as written", () => {
      const vdb = { ...ada, firstName: "Jo (Joanna)", lastName: "van der Berg" };
      expect(kinds({ pitch: "Ask for Jo (Joanna) van der Berg." }, vdb)).toEqual([
        "pitch:firstName",
        "pitch:lastName",
      ]);
      expect(kinds({ pitch: "a van full of bergs" }, vdb)).toEqual([]);
    });
  });

  describe("e-mail addresses", () => {
    it("flags the person's own e-mail address once, in any case", () => {
      expect(findIdentityLeaks({ pitch: "Write to ADA.Lovelace@Example.com today" }, ada)).toEqual([
        "Your e-mail address in your pitch",
      ]);
    });

    it("flags any other e-mail address and shows it", () => {
      expect(findIdentityLeaks({ headline: "reach me: quietfox@proton.me" }, ada)).toEqual([
        "An e-mail address (quietfox@proton.me) in your headline",
      ]);
    });

    it("does not report the domain of an e-mail address as a web address", () => {
      expect(kinds({ pitch: "mail x.y@company.co.uk" })).toEqual(["pitch:anyEmail"]);
    });

    it("does not report the name inside an e-mail address separately", () => {
      expect(kinds({ pitch: "ada@other.org" })).toEqual(["pitch:anyEmail"]);
    });
  });

  describe("web addresses", () => {
    it("flags the person's own LinkedIn address however it is written", () => {
      for (const written of [
        "https://www.linkedin.com/in/ada-lovelace-1815/",
        "linkedin.com/in/ada-lovelace-1815",
        "http://LinkedIn.com/in/Ada-Lovelace-1815",
      ]) {
        expect(findIdentityLeaks({ pitch: `See ${written}.` }, ada), written).toEqual([
          "Your LinkedIn profile in your pitch",
        ]);
      }
    });

    it("flags the LinkedIn profile name used as a codename", () => {
      expect(kinds({ codename: "ada-lovelace-1815" })).toContain("codename:linkedin");
    });

    it("flags any web address, with or without a scheme", () => {
      expect(findIdentityLeaks({ pitch: "Portfolio: https://quietfox.dev/work, code on github.com/qfox." }, ada)).toEqual([
        "A web address (https://quietfox.dev/work) in your pitch",
        "A web address (github.com/qfox) in your pitch",
      ]);
      expect(kinds({ headline: "www.example.org/about" })).toEqual(["headline:anyUrl"]);
      expect(kinds({ headline: "blog at myname.com" })).toEqual(["headline:anyUrl"]);
    });

    it("flags someone else's LinkedIn profile as a web address", () => {
      expect(findIdentityLeaks({ pitch: "linkedin.com/in/someone-else" }, ada)).toEqual([
        "A web address (linkedin.com/in/someone-else) in your pitch",
      ]);
    });

    it("does not treat technology names as web addresses", () => {
      expect(findIdentityLeaks({ pitch: "Vue.js, Next.js, ASP.NET, VB.NET and socket.io" }, ada)).toEqual([]);
    });

    it("works when the person has no LinkedIn address", () => {
      const noLinkedin = { ...ada, linkedinUrl: null };
      expect(kinds({ pitch: "linkedin.com/in/ada-lovelace-1815" }, noLinkedin)).toEqual(["pitch:anyUrl"]);
    });
  });

  describe("phone numbers", () => {
    it("flags the person's own number whatever the punctuation", () => {
      for (const written of ["0412 345 678", "0412-345-678", "(04) 1234 5678", "0412345678", "+61 412 345 678"]) {
        expect(findIdentityLeaks({ pitch: `Call ${written} anytime` }, ada), written).toEqual([
          "Your phone number in your pitch",
        ]);
      }
    });

    it("does not compare own numbers shorter than six digits", () => {
      const short = { ...ada, phoneNumber: "12 34" };
      expect(findIdentityLeaks({ pitch: "Scored 1234 points" }, short)).toEqual([]);
    });

    it("flags any other number written like a phone number", () => {
      expect(findIdentityLeaks({ pitch: "Text 020 7946 0958" }, ada)).toEqual([
        "A phone number (020 7946 0958) in your pitch",
      ]);
      expect(kinds({ headline: "+44 20 7946 0958" })).toEqual(["headline:anyPhone"]);
    });

    it("does not treat years, salaries or short numbers as phone numbers", () => {
      expect(findIdentityLeaks({ pitch: "2015-2019, 150,000 users, 99.9% uptime, +10 years" }, ada)).toEqual([]);
    });

    it("works without a phone number on file", () => {
      const noPhone = { ...ada, phoneNumber: undefined };
      expect(kinds({ pitch: "0412 345 678" }, noPhone)).toEqual(["pitch:anyPhone"]);
    });
  });

  it("lists every finding in field order: codename, headline, pitch", () => {
    expect(
      findIdentityLeaks(
        {
          pitch: "Ada here, ada.lovelace@example.com",
          headline: "Lovelace Labs founder",
          codename: "ada-codes",
        },
        ada,
      ),
    ).toEqual([
      'Your first name "Ada" in your codename',
      'Your last name "Lovelace" in your headline',
      'Your first name "Ada" in your pitch',
      "Your e-mail address in your pitch",
    ]);
  });

  it("reports each finding once per field", () => {
    expect(findIdentityLeaks({ pitch: "Ada, Ada, ADA" }, ada)).toEqual(['Your first name "Ada" in your pitch']);
  });

  it("reports the field and the text found for the forms", () => {
    expect(detectIdentityLeaks({ headline: "quietfox.netlify.app" }, ada)).toEqual([
      {
        field: "headline",
        kind: "anyUrl",
        found: "quietfox.netlify.app",
        message: "A web address (quietfox.netlify.app) in your headline",
      },
    ]);
  });
});

describe("detectMessageLeaks", () => {
  const me: IdentityValues = {
    firstName: "Philippa",
    lastName: "Quennell",
    email: "philippa.q@example.com",
    phoneNumber: "0400 987 654",
    linkedinUrl: "https://www.linkedin.com/in/philippa-q",
  };

  it("finds the person's own e-mail, name, phone and profile in a message", () => {
    const kinds = detectMessageLeaks(
      "Reach me at philippa.q@example.com or 0400 987 654, linkedin.com/in/philippa-q. Philippa",
      me,
    ).map((leak) => leak.kind);
    expect(kinds).toEqual(expect.arrayContaining(["email", "phone", "linkedin", "firstName"]));
  });

  it("names a company on the employer shield, as a whole word, whatever the case", () => {
    const leaks = detectMessageLeaks("I work at initech today", me, ["Initech", "Acme"]);
    expect(leaks.map((leak) => leak.message)).toEqual(["Initech, a company on your employer shield, in your message"]);
    expect(detectMessageLeaks("Initechnology is a word", me, ["Initech"])).toEqual([]);
  });

  it("finds nothing in an ordinary answer", () => {
    expect(detectMessageLeaks("Is the role remote? What is the team like?", me, ["Initech"])).toEqual([]);
  });
});
