// Files webpack emits as assets (asset/resource): importing one gives its URL.
declare module '*.ttf' {
  const url: string;
  export default url;
}
