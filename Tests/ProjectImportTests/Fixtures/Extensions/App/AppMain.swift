import SwiftUI

@main struct WalksApp: App {
  var body: some Scene { WindowGroup { Text("Walks") } }
}
