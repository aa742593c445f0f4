export { afterFirstScreen } from './afterFirstScreen.ts';
export { AfterFirstScreen } from './AfterFirstScreen.tsx';
export { OptionalPart } from './OptionalPart.tsx';
