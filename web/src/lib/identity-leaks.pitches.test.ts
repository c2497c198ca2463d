import { describe, expect, it } from "vitest";

import { detectIdentityLeaks, findDomainMentions, type IdentityValues } from "./identity-leaks";

const sam: IdentityValues = {
  firstName: "Samira",
  lastName: "Okonkwo",
  email: "samira.okonkwo@mailbox.example",
  phoneNumber: "+49 151 2345 6789",
  linkedinUrl: "https://www.linkedin.com/in/samira-okonkwo-7b1/",
};

// Real-world pitches that point at the writer: each must keep the warning.
const MUST_WARN: readonly string[] = [
  "Backend engineer. My work is at https://quietfox.dev/projects, have a look.",
  "Maintainer of several crates; see github.com/qfox for the code.",
  "Open-source contributor: https://github.com/sokonkwo/tantivy-fork",
  "I write about distributed systems at https://medium.com/@qfox",
  "Portfolio: qfox.netlify.app",
  "Docs and demos on qfox.github.io",
  "Find me on www.behance.net/qfox-design",
  "Talks on youtube.com/@quietfoxtalks, mostly about Kafka.",
  "Kaggle grandmaster, kaggle.com/qfoxml, top 1% in tabular competitions.",
  "Answers on stackoverflow.com/users/123456/qfox with 40k reputation.",
  "My blog: quietfox.dev",
  "Visit quietfox.io for case studies.",
  "Reach me at qfox@proton.me if this sounds interesting.",
  "Contact: hire-me@quietfox.dev",
  "Call +44 20 7946 0958 after 6pm.",
  "WhatsApp 0151 2345 6789 for a quick chat.",
  "Samira here, data engineer with 8 years in logistics.",
  "Okonkwo-certified: built the payments stack at a Lagos fintech.",
  "See linkedin.com/in/samira-okonkwo-7b1 for my full history.",
  "More at https://www.linkedin.com/in/samira-okonkwo-7b1/",
  "Everything I built: samiraokonkwo.com",
  "Reading list and notes on okonkwo.blog",
  "Newsletter at qfox.substack.com about data contracts.",
  "Slides: https://speakerdeck.com/qfox/kafka-at-scale",
  "Model cards on huggingface.co/qfox",
  "My npm packages: npmjs.com/~qfox",
  "Code lives on gitlab.com/qfox/infra and codeberg.org/qfox.",
  "Mastodon: mastodon.social/@qfox",
  "Posting as bsky.app/profile/qfox.bsky.social",
  "Resume PDF at https://files.quietfox.dev/cv.pdf",
  "Demo app: https://qfox-demo.vercel.app",
  "My side project lives at www.tinytasks.app/about",
];

// Real-world pitches that only name projects, products and companies: no warning.
const MUST_NOT_WARN: readonly string[] = [
  "Published three crates on crates.io, one with 2M downloads.",
  "Certified on kubernetes.io's CKA track; I run clusters for a living.",
  "Our docs were hosted on github.io pages, which I set up and maintained.",
  "Rust since 2016, contributor to rust-lang.org translations.",
  "Improved Core Web Vitals following web.dev guidance; LCP down 40%.",
  "Five years at Booking.com on the pricing platform.",
  "Previously at Zalando.de and Amazon.com, search relevance.",
  "Built integrations with Stripe.com and Twilio.com for 20 markets.",
  "Ran experiments on Optimizely.com; A/B testing at scale.",
  "Deployed on Fly.io and Render.com, Terraform everywhere.",
  "Led the migration from Heroku.com to AWS, cutting costs in half.",
  "Shipped mobile apps featured on Product Hunt (producthunt.com).",
  "Technical writer; my docs style follows developers.google.com guides.",
  "Node.js, Vue.js, ASP.NET, Socket.io and Next.js in production.",
  "Data scientist at Spotify.com, recommendations for podcasts.",
  "Launched Deliveroo.co.uk's rider scheduling in 2019.",
  "Grew an audience on Substack.com from 0 to 10k subscribers for a client.",
  "Worked with Notion.so and Airtable.com APIs to automate ops.",
  "Moderated the python.org discourse forum for two years.",
  "Packaged tools on PyPI.org with CI on GitHub.com and GitLab.com.",
  "Senior SRE: 99.99% uptime, 2015-2023, 150,000 requests per second.",
  "Game developer; titles sold on itch.io and Steam.",
  "Security researcher credited on hackerone.com for 30 reports.",
  "Trained models with PyTorch.org tooling and tracked them in wandb.ai.",
  "Led growth at Revolut.com and N26.de in payments.",
  "Product designer, Figma.com power user, design systems at Shopify.com.",
  "I migrated Jira to Linear.app for a team of 200.",
  "Built dashboards in Grafana.com and Datadoghq.com for 40 services.",
  "Mentor at freeCodeCamp.org and Exercism.org.",
  "Data engineer who loves duckdb.org and Apache Arrow.",
  "Translating MDN (developer.mozilla.org) pages into German.",
  "Started on WordPress.com sites, now full-stack with React.",
];

const warnings = (pitch: string) => detectIdentityLeaks({ pitch }, sam);

describe("identity-leak warnings on real pitches", () => {
  it.each(MUST_WARN)("warns: %s", (pitch) => {
    expect(warnings(pitch)).not.toEqual([]);
  });

  it.each(MUST_NOT_WARN)("does not warn: %s", (pitch) => {
    expect(warnings(pitch)).toEqual([]);
  });

  it("has at least 30 pitches of each kind", () => {
    expect(MUST_WARN.length).toBeGreaterThanOrEqual(30);
    expect(MUST_NOT_WARN.length).toBeGreaterThanOrEqual(30);
  });
});

describe("soft hints for domains that name a company or project", () => {
  it("says the mention is fine unless it points to the person", () => {
    expect(findDomainMentions({ pitch: "Five years at Booking.com on pricing." }, sam)).toEqual([
      { field: "pitch", found: "Booking.com", message: "Your pitch mentions Booking.com — fine unless it points to you" },
    ]);
  });

  it("names each domain once per field and says where", () => {
    const hints = findDomainMentions(
      { headline: "crates.io maintainer", pitch: "crates.io, CRATES.IO and kubernetes.io" },
      sam,
    );
    expect(hints.map((hint) => hint.message)).toEqual([
      "Your headline mentions crates.io — fine unless it points to you",
      "Your pitch mentions crates.io — fine unless it points to you",
      "Your pitch mentions kubernetes.io — fine unless it points to you",
    ]);
  });

  it("gives no hint for an address that already warns", () => {
    expect(findDomainMentions({ pitch: "github.com/qfox and qfox.github.io" }, sam)).toEqual([]);
  });
});
