import SettingsApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The Settings screen of the seed documents, interactive in the terminal. Everything but the
// exit lives in the SettingsApp library, where it is tested.
exit(await SettingsApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
