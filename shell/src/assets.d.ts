declare module '*.woff2' {
  const url: string;
  export default url;
}

/** A font cut down at build time to a list of shell/src/app/fontSubsets.json. */
declare module '*.woff2?subset=latin' {
  const url: string;
  export default url;
}
declare module '*.woff2?subset=tajik' {
  const url: string;
  export default url;
}
