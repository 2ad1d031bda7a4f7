import { GroupPage } from "~/components/group-page/group-page";
import { beamte } from "~/content/groups/beamte";
import { groupMeta } from "./page-meta";

export const meta = () => groupMeta(beamte);

export default function Page() {
  return <GroupPage content={beamte} />;
}
