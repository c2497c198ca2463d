import { PageContainer } from "@/components/PageContainer";

export default function SearchDebugPage() {
  return <PageContainer title="Search Debug" />;
}
