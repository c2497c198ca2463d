"""Signs people in to a running Veil through its development sign-in, as a browser would,
gives each one their role (and a job seeker profile or employer profile), and prints one
`ROLE=COOKIE` line per person for run.sh."""

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


def main():
    origin = {"Origin": BASE}
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


main()
