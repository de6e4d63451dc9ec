// Placeholder until this screen is built (issue 4): the "not yet open" page.
export { default, meta } from "./pending";
