#if os(Linux) || os(macOS)
  import Foundation
  import Testing

  /// Type-checks Swift snippets against the built `ComposableArchitecture` module, with the Swift
  /// compiler on `PATH`, to show what must not compile.
  enum SnippetTypeChecker {
    /// The Swift compiler on `PATH`, if there is one.
    static let compiler: URL? = {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return candidate
        }
      }
      return nil
    }()

    /// The directory of the build that this test binary belongs to, which holds the compiled
    /// modules (`Modules/`) and the module maps of C targets (`*.build/module.modulemap`).
    static var buildDirectory: URL? {
      let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      var directory = executable.deletingLastPathComponent()
      while directory.path != "/" {
        let module = directory.appendingPathComponent(
          "Modules/ComposableArchitecture.swiftmodule"
        )
        if FileManager.default.fileExists(atPath: module.path) {
          return directory
        }
        directory = directory.deletingLastPathComponent()
      }
      return nil
    }

    /// An error or a warning the compiler reported.
    struct Diagnostic: Equatable, CustomStringConvertible {
      var line: Int
      var message: String
      var description: String { "\(self.line): \(self.message)" }
    }

    /// What the compiler reported for a snippet.
    struct Diagnostics {
      var errors: [Diagnostic] = []
      var warnings: [Diagnostic] = []
    }

    /// Type-checks `source` as a file of its own and returns the errors and warnings the
    /// compiler reported.
    static func diagnostics(
      typeChecking source: String,
      swiftVersion: Int = 6
    ) async throws -> Diagnostics {
      try await Self.diagnostics(typeChecking: [source], swiftVersion: swiftVersion)
    }

    /// Type-checks `sources` as the files of one module, each file checked on its own as in a
    /// build (`Snippet0.swift`, `Snippet1.swift`, …), and returns the errors and warnings the
    /// compiler reported. A compiler that crashes reports an error.
    ///
    /// The test waits for the compiler without holding a thread: Swift Testing runs tests on the
    /// cooperative pool, which has one thread per core, and a test blocked in `waitUntilExit`
    /// while the compiler runs (slowly, on a busy machine) starves every other test of it.
    static func diagnostics(
      typeChecking sources: [String],
      swiftVersion: Int
    ) async throws -> Diagnostics {
      let compiler = try #require(Self.compiler)
      let build = try #require(
        Self.buildDirectory,
        "The test binary is not inside a build directory with a 'Modules' folder"
      )
      let workDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("LegacyCompileTimeTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: workDirectory) }
      var files: [URL] = []
      for (index, source) in sources.enumerated() {
        let file = workDirectory.appendingPathComponent(
          sources.count == 1 ? "Snippet.swift" : "Snippet\(index).swift"
        )
        try source.write(to: file, atomically: true, encoding: .utf8)
        files.append(file)
      }

      var arguments = [
        "-typecheck", "-swift-version", String(swiftVersion),
        "-diagnostic-style", "llvm",
        "-module-cache-path", workDirectory.appendingPathComponent("ModuleCache").path,
        "-I", build.appendingPathComponent("Modules").path,
      ]
      // C targets among the dependencies are found through their module maps, and macros
      // through the plugin executables the build made (`ComposableArchitectureMacros-tool`).
      let contents = try FileManager.default.contentsOfDirectory(atPath: build.path)
      for entry in contents.sorted() where entry.hasSuffix(".build") && !entry.contains("-tool") {
        let moduleMap = build.appendingPathComponent("\(entry)/module.modulemap")
        if FileManager.default.fileExists(atPath: moduleMap.path) {
          arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
        }
      }
      for entry in contents.sorted()
      where entry.hasSuffix("Macros-tool") || entry.hasSuffix("Plugin-tool") {
        let plugin = build.appendingPathComponent(entry)
        if FileManager.default.isExecutableFile(atPath: plugin.path) {
          arguments += [
            "-load-plugin-executable", "\(plugin.path)#\(entry.dropLast("-tool".count))",
          ]
        }
      }
      arguments += files.map(\.path)

      let process = Process()
      process.executableURL = compiler
      process.arguments = arguments
      // Into a file rather than a pipe, which would fill and stall the compiler while nothing
      // reads it.
      let outputFile = workDirectory.appendingPathComponent("output.txt")
      _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
      let output = try FileHandle(forWritingTo: outputFile)
      defer { try? output.close() }
      process.standardOutput = output
      process.standardError = output
      try await Self.runUntilExit(process)
      let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""

      var diagnostics = Diagnostics()
      for line in text.split(separator: "\n") {
        // Snippet.swift:12:7: error: message
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard
          parts.count == 5,
          parts[0].hasSuffix(".swift"), parts[0].contains("/Snippet"),
          let lineNumber = Int(parts[1])
        else {
          if line.contains("error:") {
            // An error outside the snippet, such as a module that can't be found.
            diagnostics.errors.append(Diagnostic(line: 0, message: String(line)))
          }
          continue
        }
        // Which file, when there are several.
        let file = sources.count == 1 ? "" : (parts[0].split(separator: "/").last ?? "") + ": "
        let diagnostic = Diagnostic(
          line: lineNumber,
          message: file + parts[4].trimmingCharacters(in: .whitespaces)
        )
        switch parts[3] {
        case " error": diagnostics.errors.append(diagnostic)
        case " warning": diagnostics.warnings.append(diagnostic)
        default: break
        }
      }
      if process.terminationStatus != 0 && diagnostics.errors.isEmpty {
        diagnostics.errors.append(Diagnostic(line: 0, message: "swiftc failed:\n\(text)"))
      }
      return diagnostics
    }

    /// Runs `process` and waits for it to end without holding a thread (see above).
    static func runUntilExit(_ process: Process) async throws {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        process.terminationHandler = { _ in continuation.resume() }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: error)
        }
      }
    }
  }

  extension Trait where Self == ConditionTrait {
    /// Type-checks snippets where there is a Swift compiler on `PATH`, and not in the thread
    /// sanitizer's run of the tests (`TCA_THREAD_SANITIZER_RUN`): such a suite checks the
    /// compiler, not threads, and takes a minute of it.
    static var typeCheckingSnippets: Self {
      .enabled(
        if: SnippetTypeChecker.compiler != nil
          && ProcessInfo.processInfo.environment["TCA_THREAD_SANITIZER_RUN"] == nil,
        "No Swift compiler ('swiftc') on PATH, or the thread sanitizer's run"
      )
    }
  }
#endif
