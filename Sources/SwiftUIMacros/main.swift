import Foundation

// The SwiftUI module's macro plugin, which the compiler runs as it expands `#Preview` and
// `@Previewable` off Apple's platforms. It speaks the compiler's plugin protocol itself, without
// swift-syntax: the SwiftUI module depends on it, and a build must compile that module before
// swift-dependencies, which waits for swift-syntax (see Package.swift).
let connection = PluginConnection()
do {
  while let message = try connection.next() {
    try connection.send(PreviewMacros.answer(to: message))
  }
} catch {
  FileHandle.standardError.write(Data("SwiftUIMacros: \(error)\n".utf8))
  exit(1)
}
