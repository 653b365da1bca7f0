#pragma once
// Every name that sees a storage element, with the code that writes the element through it
// and what that code does, judged like the error dialog's fixes: by a trial on a copy of the
// live session (TrialRun::onCopyOf), e.g. "writes storage #1 element 0;
// a sees it as a[0][0]" or "RuntimeError: a view of a leaf Variable that requires grad ...".
#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace tl::ui {

class Session;

struct ElementEditOption {
    quint64 objectId = 0;
    QString name;
    QVector<qint64> index; // the name's own index of the element
    QString code;          // "na[0][0] = 10"
    bool ok = false;       // the trial run succeeded
    QString outcome;       // what it did, or the exception it raised
};

class ElementEditOptions {
    Q_DECLARE_TR_FUNCTIONS(ElementEditOptions)

public:
    // The names in object order, each object's names in order; one trial per object.
    static QVector<ElementEditOption> of(const Session &live, quint64 storageId, qint64 element, const QString &value);
};

} // namespace tl::ui
