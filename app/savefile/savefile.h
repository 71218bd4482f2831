#pragma once

class QSaveFile;

namespace tw {

// Commits `file` (a QSaveFile open for writing, all its data written to it) only when every
// byte reached the disk. QSaveFile::commit() alone (Qt 6.4) also commits a file whose last
// buffered write failed, on a full disk say, leaving it cut short in place of the old one.
// On failure the old file stays as it was, nothing new is left behind, and
// file.errorString() says why ("File too large", "No space left on device").
bool commitWhole(QSaveFile &file);

} // namespace tw
