import Foundation
import SettingsApp
import Testing

struct SettingsOptionsTests {
  @Test func noArgumentsMeansNoLog() throws {
    #expect(try SettingsOptions.parse([]) == SettingsOptions())
  }

  @Test func printChangesTakesAnOptionalFile() throws {
    #expect(try SettingsOptions.parse(["--print-changes"]).changeLogPath == "settings-changes.log")
    #expect(try SettingsOptions.parse(["--print-changes", "log.txt"]).changeLogPath == "log.txt")
    #expect(try SettingsOptions.parse(["--print-changes=log.txt"]).changeLogPath == "log.txt")
    #expect(
      try SettingsOptions.parse(["--print-changes", "--help"])
        == SettingsOptions(changeLogPath: "settings-changes.log", showsHelp: true)
    )
  }

  @Test func help() throws {
    #expect(try SettingsOptions.parse(["-h"]).showsHelp)
    #expect(try SettingsOptions.parse(["--help"]).showsHelp)
    #expect(SettingsOptions.usage.contains("--print-changes [FILE]"))
  }

  @Test func badArgumentsAreErrors() {
    #expect(throws: SettingsOptionsError.unknownOption("--verbose")) {
      try SettingsOptions.parse(["--verbose"])
    }
    #expect(throws: SettingsOptionsError.missingValue(option: "--print-changes=")) {
      try SettingsOptions.parse(["--print-changes="])
    }
    #expect(throws: SettingsOptionsError.unexpectedArgument("extra")) {
      try SettingsOptions.parse(["--print-changes", "log.txt", "extra"])
    }
  }

  @Test func theChangeLogIsEmptiedThenAppendedTo() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("ChangeLogTests-\(UUID().uuidString).log").path
    try "old contents".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }

    let log = try ChangeLog(path: path)
    log.write("received action:\n")
    log.write("  Settings.Action.…\n")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "received action:\n  Settings.Action.…\n"
    )
  }

  @Test func aChangeLogThatCannotBeWrittenIsAnError() {
    #expect {
      try ChangeLog(path: "/nonexistent-directory/changes.log")
    } throws: { error in
      (error as? ChangeLogError)?.description
        == "can't write the change log '/nonexistent-directory/changes.log': No such file or directory"
    }
  }
}
