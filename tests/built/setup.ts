// The content modules read the build time that Vite injects as __BUILD_TIME__: here, the build's own.
import "../e2e/build-time-global";
