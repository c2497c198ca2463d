"""Signs people in to a running Veil through its development sign-in, as a browser would,
gives each one their role (and a job seeker profile or employer profile), and prints one
`ROLE=COOKIE` line per person for run.sh. Then makes the objects that path ids name (a
reveal request and its notification, an e-mail batch) and prints `id.NAME=VALUE` lines,
so the fuzzer reaches those operations' handlers, not only their 404."""

import sys
import urllib.parse

import requests

BASE = sys.argv[1].rstrip("/")
ADMIN_EMAIL = sys.argv[2]

# name -> (e-mail, role choice)
PEOPLE = {
    "seeker": ("fuzz-seeker@veil.example", "job_seeker"),
    "recruiter": ("fuzz-recruiter@veil.example", "recruiter"),
    "admin": (ADMIN_EMAIL, "both"),
}

PROFILE = {
    "codename": "FuzzyOtter",
    "headline": "Backend engineer",
    "skills": ["Rust", "PostgreSQL"],
    "city": "Berlin",
    "country": "Germany",
}
EMPLOYER = {
    "companyName": "Fuzz Works",
    "website": "https://fuzz.example",
    "recruiterRole": "Talent lead",
    "location": "Berlin, Germany",
}


def expect(response, status, what):
    if response.status_code != status:
        sys.exit(f"{what}: expected {status}, got {response.status_code}: {response.text[:300]}")
    return response


def sign_in(email):
    browser = requests.Session()
    login = expect(browser.get(f"{BASE}/api/auth/login", allow_redirects=False), 303, "login")
    authorize = urllib.parse.urlsplit(login.headers["Location"])
    keep = {"client_id", "redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method"}
    form = {k: v for k, v in urllib.parse.parse_qsl(authorize.query) if k in keep}
    form.update(email=email, first_name="Fuzz", last_name="Tester")
    issued = expect(browser.post(f"{BASE}/dev-idp/authorize", data=form, allow_redirects=False), 303, "authorize")
    expect(browser.get(issued.headers["Location"], allow_redirects=False), 303, "callback")
    return browser


def make_objects(browsers, origin):
    """A reveal request from the recruiter to the job seeker, its notification, and an
    e-mail batch from the admin; returns their ids by name."""
    seeker, recruiter, admin = browsers["seeker"], browsers["recruiter"], browsers["admin"]
    profile_id = expect(seeker.get(f"{BASE}/api/profile"), 200, "seeker profile").json()["id"]
    request = {"profileId": profile_id, "message": "Hello from the fuzzer"}
    expect(recruiter.post(f"{BASE}/api/reveal-requests", json=request, headers=origin), 201, "reveal request")
    received = expect(seeker.get(f"{BASE}/api/reveal-requests/received"), 200, "received").json()
    notifications = expect(seeker.get(f"{BASE}/api/notifications"), 200, "notifications").json()
    users = expect(admin.post(f"{BASE}/api/admin/users", json={}, headers=origin), 200, "users").json()
    email = {"userIds": [users["data"][0]["id"]], "subject": "Fuzz", "content": "Hello", "isHtml": False}
    batch = expect(admin.post(f"{BASE}/api/admin/emails", json=email, headers=origin), 202, "e-mail").json()
    return {
        "reveal": received["requests"][0]["id"],
        "notification": notifications["notifications"][0]["id"],
        "batch": batch["batchId"],
    }


def main():
    origin = {"Origin": BASE}
    browsers = {}
    for name, (email, role) in PEOPLE.items():
        browser = sign_in(email)
        expect(browser.put(f"{BASE}/api/roles", json={"role": role}, headers=origin), 200, f"{name} role")
        if role in ("job_seeker", "both"):
            profile = dict(PROFILE, codename=PROFILE["codename"] + name.capitalize())
            expect(browser.put(f"{BASE}/api/profile", json=profile, headers=origin), 200, f"{name} profile")
        if role in ("recruiter", "both"):
            expect(browser.put(f"{BASE}/api/employer", json=EMPLOYER, headers=origin), 200, f"{name} employer")
        cookie = "; ".join(f"{c.name}={c.value}" for c in browser.cookies)
        print(f"{name}={cookie}")
        browsers[name] = browser
    for name, value in make_objects(browsers, origin).items():
        print(f"id.{name}={value}")


main()
