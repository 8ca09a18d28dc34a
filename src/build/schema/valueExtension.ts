import type { Actions } from "gatsby";
import type { LanguageArgs } from "./localized";

export type Resolve = (source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) => unknown;
export type NodeContext = { nodeModel: { findOne: (args: { type: string; query: object }) => Promise<unknown> } };

/**
 * A field extension that resolves the field as before (e.g. @localized, for the language asked
 * for) and then turns the value into what the reader sees.
 */
export const addValueExtension = <T>(
  actions: Actions,
  name: string,
  description: string,
  transform: (value: T, args: LanguageArgs, context: NodeContext) => unknown,
) =>
  actions.createFieldExtension({
    name,
    description,
    extend(_options: unknown, previous: { resolve: Resolve }) {
      return {
        async resolve(source: unknown, args: LanguageArgs, context: NodeContext, info: unknown) {
          return transform((await previous.resolve(source, args, context, info)) as T, args, context);
        },
      };
    },
  });
