import "i18next";

// The site configures i18next with returnNull: false; tell the types so.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
