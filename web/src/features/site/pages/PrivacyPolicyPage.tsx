import { Link } from "react-router";

import { LegalDocument, type LegalSection } from "@/features/site/components/LegalDocument";
import { SupportEmailLink } from "@/features/site/components/SupportEmailLink";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

const LAST_UPDATED = "April 23, 2025";

const sections: LegalSection[] = [
  {
    id: "summary",
    title: "The short version",
    content: (
      <ul>
        <li>
          Recruiters see your anonymous profile, never your name, e-mail address, photo, phone
          number or LinkedIn link.
        </li>
        <li>
          Your identity and contact details are shared only when you approve a reveal request,
          and only with the recruiter who sent that request.
        </li>
        <li>
          <strong>We never sell your personal data</strong>, and we do not share it with
          advertisers.
        </li>
        <li>Deleting your account deletes everything we hold about you as a member.</li>
        <li>Veil is only for people who are 18 or older.</li>
      </ul>
    ),
  },
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          Veil is a passive job-search platform. Job seekers keep an anonymous profile under a
          codename; recruiters search those profiles and ask to see who is behind them. In this
          policy, &ldquo;Veil&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the team that
          runs the service, and &ldquo;you&rdquo; means anyone who visits the site, joins the
          early-access list or holds an account.
        </p>
        <p>
          This policy explains what personal information we collect, how we use it, who can see
          it and the choices you have. It applies together with our{" "}
          <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "Information we collect",
    content: (
      <>
        <h3>Identity from your LinkedIn sign-in</h3>
        <p>
          You sign in with LinkedIn. With your permission LinkedIn gives us your first name, last
          name, e-mail address, profile picture and an account identifier. We do not receive your
          LinkedIn password or your connections, and we do not keep LinkedIn&apos;s access tokens.
          You may add a LinkedIn profile link and a phone number yourself; both are optional.
        </p>
        <h3>Your anonymous profile</h3>
        <p>
          If you use Veil as a job seeker: your codename, headline, skills, pitch and summary,
          location, preferred job type, salary range and visibility setting (active, passive or
          hidden).
        </p>
        <h3>Recruiter and company details</h3>
        <p>
          If you use Veil as a recruiter: your company name, website, your role, company size,
          industry, location and an optional company logo, plus the searches you run so you can
          see your recent searches.
        </p>
        <h3>Photos</h3>
        <p>
          If you upload a profile photo or logo, we decode and re-save the image before storing
          it. Hidden metadata such as camera details and GPS location is removed and never stored.
        </p>
        <h3>Reveal requests</h3>
        <p>
          Each request records which recruiter sent it, which anonymous profile it was for, the
          recruiter&apos;s message, its status (pending, approved or declined) and when it was
          sent and approved.
        </p>
        <h3>Profile views and notifications</h3>
        <p>
          When a recruiter opens an anonymous profile we record who viewed it and when, so job
          seekers can see recent viewers and recruiters can see profiles they recently viewed. We
          also keep the notifications we send you inside Veil, and whether you have read them.
        </p>
        <h3>AI assistant</h3>
        <p>
          If you use the assistant to draft a headline, skills, a pitch or codename ideas, the
          words you type are processed to produce suggestions, which are labelled "Suggested by
          AI". Only what you type is sent to the assistant, never your name, e-mail, phone,
          LinkedIn URL or photo. You decide whether to save the result to your profile.
        </p>
        <h3>Cookies and consent</h3>
        <p>
          We use an essential session cookie to keep you signed in. Your cookie choices, your
          light or dark theme and some unsaved form drafts are kept in your own browser. As proof
          of consent, each cookie choice is also recorded on our server under a random consent id
          (shown in Cookie Settings), with the choices, the policy version and the time; never
          your IP address, and your account only if you were signed in. To decide whether to show
          the cookie banner we look up the country your connection comes from.
        </p>
        <h3>Early access</h3>
        <p>
          If you join the early-access list we keep the e-mail address you give us, and nothing
          else.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your information",
    content: (
      <>
        <p>We use personal information only to run Veil and keep it safe:</p>
        <ul>
          <li>to sign you in and keep your session secure;</li>
          <li>to show your anonymous profile in recruiter searches, unless you set it to hidden;</li>
          <li>to deliver reveal requests, record your decisions and tell you about them;</li>
          <li>to show job seekers who viewed their profile and recruiters what they viewed;</li>
          <li>
            to send you e-mails about your account and the service, such as a reminder to finish
            your profile;
          </li>
          <li>to tell early-access members when Veil opens to them;</li>
          <li>to prevent abuse, investigate problems and meet our legal obligations.</li>
        </ul>
        <p>
          We do not use your information to build advertising profiles, and we do not make
          decisions about you by automated means that have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who can see your information",
    content: (
      <>
        <h3>Recruiters</h3>
        <p>
          Before you approve a request, a recruiter sees only your anonymous profile: codename,
          headline, skills, pitch, summary, location, job type and salary range. Your name,
          e-mail address, photo, phone number and LinkedIn link are withheld by our servers, not
          just hidden on screen.
        </p>
        <p>
          When you approve a reveal request, the recruiter who sent it can see your identity and
          the contact details on your account. No other recruiter can. If you later decline a
          request you had approved, that recruiter loses access again, although we cannot make
          them forget what they already saw.
        </p>
        <h3>Job seekers</h3>
        <p>
          When a recruiter sends you a reveal request, you can see their name, company details,
          role and LinkedIn link, so you know who is asking.
        </p>
        <h3>Service providers</h3>
        <p>
          We use a small number of providers to host Veil, store files, deliver e-mail and, where
          enabled, run the AI assistant. They process information only on our instructions and
          only to provide their service to us.
        </p>
        <h3>The law</h3>
        <p>
          We may disclose information if the law requires it, or to protect the safety of our
          members or the public. We will tell you when we are allowed to.
        </p>
        <p>
          <strong>We never sell personal data</strong>, and we never share your identity or
          contact details with a recruiter unless you approve their reveal request.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and analytics",
    content: (
      <>
        <p>
          Essential cookies keep you signed in and protect your session; they are always on.
          Analytics and advertising cookies are optional. If you are in the European Union, the
          United Kingdom, Switzerland, Norway, Iceland or Liechtenstein we ask for your consent
          before using them, and your choices are passed on to any analytics tool as granted or
          denied.
        </p>
        <p>
          You can change your choices at any time with <strong>Cookie Settings</strong> in the
          footer of every page.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it, and deleting your account",
    content: (
      <>
        <p>
          We keep your account information for as long as your account is open. You can delete
          your account at any time from your account page. An account nobody signs in to,
          answers from or edits for two years is deleted: we e-mail you 30 and 7 days before,
          with a link that keeps it. Your account page shows until when it is kept.
        </p>
        <p>
          Deleting your account removes all of it: your anonymous profile, your identity details
          from LinkedIn, your photo and any company logo, your company profile, the reveal requests
          you sent or received, profile views, search history and notifications. Once deleted, it
          cannot be recovered.
        </p>
        <p>
          Some records end sooner on their own: search history after 90 days, notifications after
          6 months, profile views and privacy activity after 12 months, declined or expired
          reveal requests 12 months after they ended, the text of e-mails we sent after 90 days,
          and cookie-consent records after 13 months.
        </p>
        <p>
          Early-access e-mail addresses are kept until we have told you that Veil is open, until
          you ask us to remove yours, or for 12 months, whichever comes first.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect your information",
    content: (
      <ul>
        <li>Connections to Veil are encrypted, and session cookies cannot be read by scripts.</li>
        <li>
          Identity fields are removed on our servers from everything a recruiter receives unless
          that recruiter&apos;s request is approved.
        </li>
        <li>Photo and file links are signed and expire.</li>
        <li>Our logs never contain names, e-mail addresses, messages or sign-in tokens.</li>
        <li>Access to member data inside Veil is limited to what running the service requires.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights and choices",
    content: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>see the personal information we hold about you;</li>
          <li>have it corrected, most of which you can do yourself in your profile;</li>
          <li>have it deleted, which you can do yourself by deleting your account;</li>
          <li>receive a copy of it in a common format;</li>
          <li>object to or restrict how we use it, and withdraw consent you gave us;</li>
          <li>
            complain to a privacy regulator, such as the Office of the Australian Information
            Commissioner or your local data protection authority.
          </li>
        </ul>
        <p>
          You can also hide your profile from recruiters at any time by setting its visibility to
          hidden. To use any of these rights, contact us at the address below.
        </p>
      </>
    ),
  },
  {
    id: "age",
    title: "Age requirement",
    content: (
      <p>
        Veil is for adults. You must be 18 or older to create an account or join the early-access
        list. If we learn that an account belongs to someone under 18, we delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        We may update this policy as Veil grows. We will change the date at the top of this page,
        and if a change affects how your personal information is used or shared, we will tell you
        by e-mail or in the app before it takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions or requests about your privacy can be sent to{" "}
        <SupportEmailLink fallback="our support e-mail address" />. Support responds within one
        business day.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  useDocumentTitle("Privacy Policy");
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Veil exists so you can look for your next role without being seen. Protecting your
          identity is the product, so this policy tries to be as plain as the promise: what we
          keep, why, who can see it, and how to make us delete it.
        </p>
      }
      sections={sections}
    />
  );
}
