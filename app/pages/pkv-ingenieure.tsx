import { GroupPage } from "~/components/group-page/group-page";
import { ingenieure } from "~/content/groups/ingenieure";
import { groupMeta } from "./page-meta";

export const meta = () => groupMeta(ingenieure);

export default function Page() {
  return <GroupPage content={ingenieure} />;
}
