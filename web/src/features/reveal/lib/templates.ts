/** A ready-made reveal request message; `text` fills in the recruiter's company. */
export type MessageTemplate = { id: string; title: string; text: (companyName: string) => string };

/** Used when the company name is not known (yet). */
export const FALLBACK_COMPANY = "our company";

/**
 * The five templates of the reveal dialog (docs/spec/features.md section 2; their texts are ours):
 * professional, specific about why, and respectful of the candidate's choice.
 */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: "company",
    title: "Introduce your company",
    text: (companyName) =>
      `Hello, I'm a recruiter at ${companyName}. Your experience stands out for a role we are hiring for, and I believe it could be a strong fit. If you're open to it, I'd appreciate the chance to see your full profile and start a conversation.`,
  },
  {
    id: "skills",
    title: "Skills match",
    text: () =>
      "Hello, your skills and experience match closely what our team is looking for. I'd welcome the opportunity to share the details of the position with you. Would you consider revealing your profile so we can talk?",
  },
  {
    id: "confidential",
    title: "Confidential opportunity",
    text: () =>
      "Hi, I understand that discretion matters to you. We have a confidential opportunity that I believe fits your goals, and your details will be handled with the same care. May I see your full profile to tell you more?",
  },
  {
    id: "career",
    title: "Career growth",
    text: () =>
      "Hello, your profile suggests you're ready for the next step in your career. We're building a team where your experience would make a real difference, with room to grow. I'd be glad to tell you more if you're interested.",
  },
  {
    id: "brief",
    title: "Short and direct",
    text: () =>
      "Hi, I'd like to discuss an opening that fits your profile well. If you're open to a conversation, please approve this request and I'll be in touch with the details. Thank you for considering it.",
  },
];

export function fillTemplate(template: MessageTemplate, companyName: string | null | undefined): string {
  return template.text(companyName?.trim() || FALLBACK_COMPANY);
}
