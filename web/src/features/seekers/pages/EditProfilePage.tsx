import { PageContainer } from "@/components/PageContainer";

export default function EditProfilePage() {
  return <PageContainer title="Edit Profile" />;
}
