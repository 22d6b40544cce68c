import packageJson from '../../../package.json' with { type: 'json' };

/** The release the API document describes (`info.version`): the package's own version, bundled in at build time. */
export const API_VERSION: string = packageJson.version;
