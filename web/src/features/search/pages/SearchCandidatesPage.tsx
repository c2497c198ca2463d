import { PageContainer } from "@/components/PageContainer";

export default function SearchCandidatesPage() {
  return <PageContainer title="Search Candidates" />;
}
