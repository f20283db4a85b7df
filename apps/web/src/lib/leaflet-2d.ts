// Read once by Leaflet when its module runs (Browser.any3d). With 3D transforms every cluster marker and tile became
// its own compositing layer, and Chromium spent 300-700 ms per zoom assigning layers (bench/discover-web.ts); placed
// with left/top instead, a zoom costs a few ms. Zooming is then instant rather than a 250 ms animation.
(window as unknown as { L_DISABLE_3D?: boolean }).L_DISABLE_3D = true;
