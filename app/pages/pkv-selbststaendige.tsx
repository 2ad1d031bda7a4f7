import { GroupPage } from "~/components/group-page/group-page";
import { selbststaendige } from "~/content/groups/selbststaendige";
import { groupMeta } from "./page-meta";

export const meta = () => groupMeta(selbststaendige);

export default function Page() {
  return <GroupPage content={selbststaendige} />;
}
