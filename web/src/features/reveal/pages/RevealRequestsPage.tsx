import { PageContainer } from "@/components/PageContainer";

export default function RevealRequestsPage() {
  return <PageContainer title="Reveal Requests" />;
}
