import { PageContainer } from "@/components/PageContainer";

export default function CandidatePage() {
  return <PageContainer title="Candidate Profile" />;
}
