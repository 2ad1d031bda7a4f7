import { GroupPage } from "~/components/group-page/group-page";
import { anwaelte } from "~/content/groups/anwaelte";
import { groupMeta } from "./page-meta";

export const meta = () => groupMeta(anwaelte);

export default function Page() {
  return <GroupPage content={anwaelte} />;
}
