/**
 * E-mail settings and unsubscribe in Chromium, against a server of its own
 * that sends through an SMTP server the test runs: a job seeker turns reminders off and
 * the digest to "Never" on the account page, a recruiter's request arrives by a discreet
 * e-mail (no company in it),
 * and its unsubscribe link, opened signed out, asks first and then stops that kind,
 * which the account page shows.
 */
import path from "node:path";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY } from "./support/candidates";
import { uniqueCodename } from "./support/seekers";
import { startServer, stopOwnServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";

let veil: RunningServer;
let sink: SmtpSink;
const origin = () => ({ Origin: new URL(veil.baseUrl).origin });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: veil.baseUrl });
  return context.newPage();
}

test.beforeAll(async () => {
  const webRoot = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
  sink = await startSmtpSink();
  veil = await startServer(webRoot, { own: { env: () => ({ VEIL_SMTP_URL: sink.url, VEIL_JOB_POLL_MS: "100" }) } });
});

test.afterAll(async () => {
  if (veil) await stopOwnServer(veil);
  if (sink) await sink.close();
});

test("a job seeker chooses their e-mails and unsubscribes from one by its link", async ({ browser }) => {
  test.setTimeout(90_000);
  const seekerPage = await newPage(browser);
  const seeker = await signInAsNewPerson(seekerPage, { firstName: "Mailo", lastName: "Settings" });
  await chooseRole(seekerPage, "Continue as Job Seeker");
  const saved = await seekerPage.request.put("/api/profile", {
    headers: origin(),
    data: { codename: uniqueCodename("mail"), headline: "Platform Engineer", skills: ["Go"], jobType: "remote", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profileId = ((await saved.json()) as { id: string }).id;

  // The account page: the job seeker's kinds, on by default; answers are a recruiter's.
  await seekerPage.goto("/user-profile");
  const card = seekerPage.getByRole("heading", { name: "E-mail notifications" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card.getByRole("switch", { name: "New reveal requests" })).toBeChecked();
  await expect(card.getByRole("switch", { name: "Answers to your requests" })).toHaveCount(0);
  await expect(card.getByRole("switch", { name: "Saved search alerts" })).toHaveCount(0);
  await expect(card.getByRole("switch", { name: "Your data download" })).toBeChecked();
  await expect(card.getByRole("switch", { name: "Discreet e-mails" })).toBeChecked();
  await card.getByRole("switch", { name: "Reminders" }).click();
  await expect(card.getByRole("switch", { name: "Reminders" })).not.toBeChecked();
  await card.getByLabel("Weekly digest").selectOption("never");
  await expect.poll(async () => (await (await seekerPage.request.get("/api/account/email-settings")).json())).toEqual({
    revealRequests: true,
    reminders: false,
    weeklyDigest: "never",
    decisions: true,
    savedSearchAlerts: true,
    dataExports: true,
    messages: true,
    discreet: true,
  });
  await seekerPage.reload();
  await expect(card.getByRole("switch", { name: "Reminders" })).not.toBeChecked();
  await expect(card.getByLabel("Weekly digest")).toHaveValue("never");

  // A recruiter asks; the request comes by e-mail.
  const recruiterPage = await newPage(browser);
  await signInAsNewPerson(recruiterPage, { firstName: "Rae", lastName: "Cruiter" });
  await chooseRole(recruiterPage, "Continue as Recruiter");
  const employer = await recruiterPage.request.put("/api/employer", {
    headers: origin(),
    data: { companyName: "Lighthouse Labs", website: "https://lighthouse.example", recruiterRole: "Head of Talent", ...SYDNEY },
  });
  expect(employer.status(), await employer.text()).toBe(200);
  const sent = await recruiterPage.request.post("/api/reveal-requests", {
    headers: origin(),
    data: { profileId, message: "We would like to talk about a platform role." },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect.poll(() => sink.received.filter((m) => m.to.includes(seeker.email)).length, { timeout: 20_000 }).toBe(1);
  const mail = sink.received.find((m) => m.to.includes(seeker.email))!;
  // Discreet by default: a neutral subject and a link, nothing about who asks.
  expect(mail.data).toContain("Subject: You have a new notification");
  expect(mail.text).toContain("You have a new notification on Veil.");
  expect(mail.data).not.toContain("Lighthouse");
  expect(mail.text).not.toContain("Lighthouse");
  const link = /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_.-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The link, opened signed out, asks before it stops anything.
  const stranger = await newPage(browser);
  await stranger.goto(link!);
  await expect(stranger.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(stranger.getByText("Stop e-mails about new reveal requests?")).toBeVisible();
  await stranger.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(stranger.getByText("You are unsubscribed from new reveal requests.")).toBeVisible();
  await stranger.reload();
  await expect(stranger.getByText("You are unsubscribed from new reveal requests.")).toBeVisible();

  // The account page shows it, and the other choices as they were.
  await seekerPage.reload();
  await expect(card.getByRole("switch", { name: "New reveal requests" })).not.toBeChecked();
  await expect(card.getByRole("switch", { name: "Reminders" })).not.toBeChecked();

  // A broken link says so.
  await stranger.goto("/unsubscribe?token=not-a-real-token");
  await expect(stranger.getByText("This unsubscribe link is not valid.")).toBeVisible();
});
