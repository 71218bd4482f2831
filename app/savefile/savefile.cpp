#include "savefile.h"

#include <QSaveFile>

namespace tw {

bool commitWhole(QSaveFile &file)
{
    if (!file.flush())
        file.cancelWriting(); // commit() then removes the new file (its close() says the write's error)
    return file.commit();
}

} // namespace tw
