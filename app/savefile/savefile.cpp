#include "savefile.h"

#include <QSaveFile>

namespace tw {

bool commitWhole(QSaveFile &file)
{
    if (!file.flush())
        file.cancelWriting(); // commit() then removes the new file and keeps the flush's error
    return file.commit();
}

} // namespace tw
