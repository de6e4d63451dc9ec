/** A good checkout form, as the browser posts it (strings), for integration tests. */
export { checkoutFormValues } from "../../server/test-fixtures";
