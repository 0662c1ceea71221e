/** A bad setting: the message names the variable and says what is wrong. */
export class ConfigError extends Error {}
