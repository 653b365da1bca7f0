#pragma once
// The lessons and examples the window offers in its Lessons menu, by their titles as the
// files give them: the lessons and examples folders of the data directory the executable
// found (app/InstallLayout: the build tree's mirror of resources/ or the installed
// share/tensorlens), and any other folder of scripts the class opens a lesson from.
#include <QList>
#include <QString>

namespace tl::ui {

class LessonCatalog {
public:
    struct Entry {
        QString title;
        QString path;
    };

    // The directory holding lessons/ and examples/ ("" when none was found).
    static void setDataDir(const QString &dir);
    static QString dataDir();
    static QString lessonsDir();
    static QString examplesDir();

    // The scripts of `folder` (*.py, in file name order) with their titles.
    static QList<Entry> scan(const QString &folder);
    // A script's title: a lesson's "# Lesson: TITLE"; otherwise the first sentence of the
    // comment it opens with ("# A 1000x1000 tensor and its NumPy view: ..." -> up to the
    // colon); otherwise `fileName`.
    static QString titleOf(const QString &text, const QString &fileName);
};

} // namespace tl::ui
