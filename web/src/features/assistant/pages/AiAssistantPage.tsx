import { PageContainer } from "@/components/PageContainer";

export default function AiAssistantPage() {
  return <PageContainer title="AI Profile Assistant" />;
}
