// Placeholder until the store harness lands (helper-1 replaces this file).
export default function setup() {}
