/**
 * Decap's image widget, reading the picture's value as the site writes it (media-files.ts,
 * mediaNameOf): „/images/foto“ is looked up in app/images instead of being loaded from the
 * preview's server as an address, where it does not exist (a broken thumbnail and a 404).
 * The form field and its preview both go through here; what the widget writes is unchanged
 * (`public_folder`: „/images/<file>“).
 */
import ImageWidget from "decap-cms-widget-image";
import { forwardRef, useCallback, type ComponentType, type Ref } from "react";
import { mediaNameOf } from "./media-files";

type GetAsset = (path: string, field: unknown) => unknown;

function withSiteNames(Inner: ComponentType<{ getAsset: GetAsset; ref?: Ref<unknown> }>) {
  // The ref reaches the control: Decap asks it whether its value is valid.
  return forwardRef<unknown, { getAsset: GetAsset }>(function SiteNames(props, ref) {
    const { getAsset } = props;
    const siteAsset = useCallback<GetAsset>((path, field) => getAsset(typeof path === "string" ? mediaNameOf(path) : path, field), [getAsset]);
    return <Inner {...props} ref={ref} getAsset={siteAsset} />;
  });
}

export const SiteImageWidget = {
  Widget: () =>
    ImageWidget.Widget({
      controlComponent: withSiteNames(ImageWidget.controlComponent),
      previewComponent: withSiteNames(ImageWidget.previewComponent),
    }),
};
