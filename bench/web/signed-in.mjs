/**
 * People for the signed-in pages of the benchmark, signed in through the server's
 * development identity provider as a browser would (the provider's form posted, the
 * redirects followed, the session cookie kept), with the data their pages show: a job
 * seeker with a profile, a recruiter with a company and a reveal request to that job
 * seeker, and a page of other candidates for the search.
 */

/** A cookie jar and a fetch that follows redirects by hand, so every Set-Cookie is kept. */
function browserLike(baseUrl) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  async function request(url, init = {}) {
    let target = new URL(url, baseUrl);
    let options = init;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(target, {
        ...options,
        redirect: "manual",
        headers: { ...options.headers, Cookie: cookie(), Origin: new URL(baseUrl).origin },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return response;
      target = new URL(location, target);
      options = {};
    }
    throw new Error(`too many redirects from ${url}`);
  }
  return { request, cookie };
}

function decodeHtml(text) {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

async function ok(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs a new person in; returns their client (cookie jar included). */
async function signIn(baseUrl, { email, firstName, lastName }) {
  const client = browserLike(baseUrl);
  const form = await ok(await client.request("/api/auth/login"), "the development provider's form");
  const fields = {};
  for (const [, name, value] of (await form.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    if (name !== "subject" && name !== "deny" && !(name in fields)) fields[name] = decodeHtml(value);
  }
  const body = new URLSearchParams({ ...fields, email, first_name: firstName, last_name: lastName });
  await ok(await client.request(new URL("/dev-idp/authorize", baseUrl), { method: "POST", body }), "signing in");
  await ok(await client.request("/api/session"), "the new session");
  return client;
}

const json = (client, method, path, data) =>
  client.request(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) });

const SYDNEY = { location: "Sydney, New South Wales, Australia", city: "Sydney", state: "New South Wales", country: "Australia" };
const SKILLS = [["Rust", "Kubernetes", "PostgreSQL"], ["React", "TypeScript", "Accessibility"], ["Go", "gRPC", "AWS"], ["Python", "Airflow", "dbt"]];
const TITLES = ["Principal Platform Engineer", "Staff Frontend Engineer", "Backend Developer", "Data Engineer"];

async function seeker(baseUrl, n, profile = {}) {
  const client = await signIn(baseUrl, { email: `bench-seeker-${n}@example.com`, firstName: "Marguerite", lastName: `Bench${n}` });
  await ok(await json(client, "PUT", "/api/roles", { role: "job_seeker" }), "the job seeker role");
  const saved = await ok(
    await json(client, "PUT", "/api/profile", {
      codename: `bench-seeker-${n}`,
      headline: `${TITLES[n % TITLES.length]} ${n}`,
      skills: SKILLS[n % SKILLS.length],
      pitch: "I make distributed systems calm, observable and cheap to run.",
      summary: "Years of backend and platform work, most of it on call for systems people rely on.",
      jobType: "hybrid",
      status: "active",
      minSalary: 150000,
      maxSalary: 190000,
      ...SYDNEY,
      ...profile,
    }),
    "a profile",
  );
  return { client, profileId: (await saved.json()).id };
}

/**
 * Casts the job seeker and the recruiter; returns each one's Cookie header and the job
 * seeker's profile id (the recruiter's candidate page).
 */
export async function castSignedIn(baseUrl, { candidates = 11 } = {}) {
  const main = await seeker(baseUrl, 0);
  for (let n = 1; n < candidates; n++) await seeker(baseUrl, n);
  const recruiter = await signIn(baseUrl, { email: "bench-recruiter@example.com", firstName: "Rita", lastName: "Recruiter" });
  await ok(await json(recruiter, "PUT", "/api/roles", { role: "recruiter" }), "the recruiter role");
  await ok(
    await json(recruiter, "PUT", "/api/employer", {
      companyName: "Acme Robotics International",
      website: "https://acme-robotics.example",
      recruiterRole: "Head of Talent Acquisition",
      ...SYDNEY,
    }),
    "a company",
  );
  await ok(
    await json(recruiter, "POST", "/api/reveal-requests", {
      profileId: main.profileId,
      message: "Hi! I'm a recruiter at Acme Robotics International. Your platform work is what our team needs.",
    }),
    "a reveal request",
  );
  return { seeker: main.client.cookie(), recruiter: recruiter.cookie(), seekerProfileId: main.profileId };
}

/** The signed-in pages measured, and whose cookie opens each. */
export function signedInPages(cast) {
  return [
    { path: "/search-candidates", cookie: cast.recruiter },
    { path: `/candidate/${cast.seekerProfileId}`, label: "/candidate/{id}", cookie: cast.recruiter },
    { path: "/recruiter-dashboard", cookie: cast.recruiter },
    { path: "/job-seeker-dashboard", cookie: cast.seeker },
    { path: "/reveal-requests", cookie: cast.seeker },
    { path: "/edit-profile", cookie: cast.seeker },
    { path: "/user-profile", cookie: cast.seeker },
  ];
}
