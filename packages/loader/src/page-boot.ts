import { installPageBoot } from './page-boot-install.ts';

/** The pages' inline start script (built by vite.boot.config.ts): see page-boot-install.ts. */
installPageBoot(window, (document.currentScript as HTMLScriptElement | null)?.dataset.loader ?? '');
