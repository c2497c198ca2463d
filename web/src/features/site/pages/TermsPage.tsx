import { Link } from "react-router";

import { LegalDocument, type LegalSection } from "@/features/site/components/LegalDocument";
import { SupportEmailLink } from "@/features/site/components/SupportEmailLink";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

const LAST_UPDATED = "April 23, 2025";

const sections: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    content: (
      <>
        <p>
          These terms are an agreement between you and Veil about using the Veil website and
          service. By signing in, creating a profile or joining the early-access list you accept
          them. If you do not agree, please do not use Veil.
        </p>
        <p>
          Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle personal
          information and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use Veil",
    content: (
      <ul>
        <li>You must be 18 or older.</li>
        <li>
          You must sign in with your own LinkedIn account, and an account is for one person only.
        </li>
        <li>
          If you use Veil as a recruiter, you must be authorised to recruit for the company you
          name in your company profile.
        </li>
        <li>You must not use Veil if we have previously closed your account for breaking these terms.</li>
      </ul>
    ),
  },
  {
    id: "account",
    title: "Your account",
    content: (
      <>
        <p>
          One account can be used as a job seeker, as a recruiter, or as both. You are responsible
          for what happens under your account, for keeping the information in it accurate, and for
          keeping access to your LinkedIn account secure. Tell us straight away if you think
          someone else has used your account.
        </p>
      </>
    ),
  },
  {
    id: "job-seekers",
    title: "Using Veil as a job seeker",
    content: (
      <>
        <p>
          Your anonymous profile is shown to recruiters under a codename. Your name, e-mail
          address, photo, phone number and LinkedIn link are not shown to any recruiter unless you
          approve that recruiter&apos;s reveal request, and then only to that recruiter.
        </p>
        <ul>
          <li>
            Your anonymity depends partly on what you write. Avoid details in your codename,
            headline, pitch or summary that would identify you, such as your name or a unique job
            title at a named employer.
          </li>
          <li>
            You decide every reveal request. You can approve or decline it, and you can decline a
            request you approved earlier to hide your identity from that recruiter again.
          </li>
          <li>You can hide your profile from search, or delete your account, at any time.</li>
          <li>The information in your profile must be honest and must be about you.</li>
        </ul>
      </>
    ),
  },
  {
    id: "recruiters",
    title: "Using Veil as a recruiter",
    content: (
      <>
        <p>
          Job seekers trust Veil with something important: the fact that they are looking. As a
          recruiter you agree that:
        </p>
        <ul>
          <li>
            <strong>
              You must not try to re-identify anonymous candidates, or help anyone else do so.
            </strong>{" "}
            That includes matching profile details against other sources, contacting a
            candidate&apos;s current or former employer about them, or guessing identities from
            skills, locations or salaries.
          </li>
          <li>
            You will contact a candidate only through a reveal request until they approve it.
            Messages must be honest, relate to a real role and be respectful.
          </li>
          <li>
            You will use a candidate&apos;s revealed details only to discuss the opportunity you
            contacted them about, will not pass them to anyone outside your hiring process, and
            will not add them to marketing lists.
          </li>
          <li>
            You will stop using revealed details if the candidate declines a request they had
            approved or asks you to stop contacting them.
          </li>
          <li>Your company profile must be accurate and you must keep it up to date.</li>
        </ul>
        <p>
          Breaking these rules is a serious breach of these terms. We may close your account
          without notice and keep the information we need to deal with the breach.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    content: (
      <>
        <p>Nobody using Veil may:</p>
        <ul>
          <li>copy, scrape or harvest profiles or other content, by hand or with automated tools;</li>
          <li>try to get around, probe or weaken the privacy or security of the service;</li>
          <li>impersonate another person or company, or create accounts in someone else&apos;s name;</li>
          <li>post content that is unlawful, discriminatory, harassing, misleading or that infringes others&apos; rights;</li>
          <li>send spam, chain messages or unsolicited advertising;</li>
          <li>use Veil in any way that breaks the law, including privacy and anti-discrimination law.</li>
        </ul>
      </>
    ),
  },
  {
    id: "privacy",
    title: "Privacy and personal data",
    content: (
      <p>
        We never sell personal data. Identity and contact details are shared only when a job seeker
        approves a reveal request, and only with the recruiter who made it. The{" "}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link> describes what we store, how long we
        keep it and your rights over it.
      </p>
    ),
  },
  {
    id: "content",
    title: "Your content",
    content: (
      <p>
        You keep ownership of what you add to Veil, such as your profile text, photo, company logo
        and messages. You give us permission to store, display and process that content only as
        needed to run the service, for example to show your anonymous profile in search results
        or to deliver a reveal request. This permission ends when you delete the content or your
        account.
      </p>
    ),
  },
  {
    id: "verification",
    title: "Verification and what we do not promise",
    content: (
      <>
        <p>
          Every member signs in through LinkedIn, and recruiters must complete a company profile
          before they can send reveal requests. This tells us a real LinkedIn account is behind
          each profile; it does not let us vouch for everything a member writes.
        </p>
        <p>
          Veil helps job seekers and recruiters find each other. We are not a party to any
          conversation, interview, job offer or employment that follows, and we do not promise that
          you will find a role or a candidate.
        </p>
      </>
    ),
  },
  {
    id: "service",
    title: "Availability and changes to the service",
    content: (
      <p>
        We work to keep Veil available and secure, but we cannot promise that it will always be
        uninterrupted or free of errors. Veil is in its early-access phase, and we may add, change
        or remove features as it grows. Where a change materially affects how you use Veil, we will
        tell you in advance when we reasonably can.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your use of Veil",
    content: (
      <>
        <p>
          You can stop using Veil and delete your account at any time from your account page.
          Deleting your account removes your profile, your identity details and your history.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, puts other members at risk,
          or that the law requires us to close. Where it is safe and lawful, we will tell you why.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Our responsibility to you",
    content: (
      <p>
        Nothing in these terms excludes rights you have under consumer law that cannot be excluded,
        including under the Australian Consumer Law. Apart from those rights, and to the extent the
        law allows, we are not responsible for losses caused by other members&apos; conduct, or for
        indirect losses such as lost opportunities or lost profits arising from your use of Veil.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    content: (
      <p>
        We may update these terms from time to time. We will change the date at the top of this
        page, and for significant changes we will let you know by e-mail or in the app before they
        take effect. If you keep using Veil after a change takes effect, the updated terms apply.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about these terms, or reports of a member breaking them, can be sent to{" "}
        <SupportEmailLink fallback="our support e-mail address" />. Support responds within one
        business day.
      </p>
    ),
  },
];

export default function TermsPage() {
  useDocumentTitle("Terms of Service");
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          These terms set out the rules for using Veil, as a job seeker looking quietly or as a
          recruiter looking for them. They are written to be read, so please do read them.
        </p>
      }
      sections={sections}
    />
  );
}
