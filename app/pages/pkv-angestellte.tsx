import { GroupPage } from "~/components/group-page/group-page";
import { angestellte } from "~/content/groups/angestellte";
import { groupMeta } from "./page-meta";

export const meta = () => groupMeta(angestellte);

export default function Page() {
  return <GroupPage content={angestellte} />;
}
