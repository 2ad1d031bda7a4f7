import { GroupPage } from "~/components/group-page/group-page";
import { aerzte } from "~/content/groups/aerzte";
import { groupMeta } from "./page-meta";

export const meta = () => groupMeta(aerzte);

export default function Page() {
  return <GroupPage content={aerzte} />;
}
