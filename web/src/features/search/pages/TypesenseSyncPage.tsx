import { PageContainer } from "@/components/PageContainer";

export default function TypesenseSyncPage() {
  return <PageContainer title="Search Index Sync" />;
}
