#include "SessionDocument.h"

#include "ScriptFile.h"
#include "UserFileReader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSaveFile>

#include <cmath>

namespace tl::ui {

namespace {

const QString kFormat = QStringLiteral("format");
const QString kVersionKey = QStringLiteral("version");
const QString kScript = QStringLiteral("script");
const QString kView = QStringLiteral("view");
const QString kStep = QStringLiteral("step");
const QString kZoom = QStringLiteral("zoom");
const QString kFit = QStringLiteral("fit");
const QString kSelection = QStringLiteral("selection");
const QString kTheme = QStringLiteral("theme");
const QString kLight = QStringLiteral("light");
const QString kDark = QStringLiteral("dark");

// JSON's name for what a value is, as a reader of the file would say it.
QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("true/false");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("text");
    case QJsonValue::Array: return QStringLiteral("a list");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

QString wrongType(const QString &field, const QString &expected, const QJsonValue &found)
{
    return SessionDocument::tr("\"%1\" must be %2, not %3").arg(field, expected, typeName(found));
}

// A whole number that JSON stores exactly (its numbers are doubles).
bool isWholeNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && d == std::floor(d) && std::fabs(d) <= (1 << 30);
}

} // namespace

bool SessionDocument::isSessionPath(const QString &path)
{
    return QFileInfo(path).suffix().compare(suffix(), Qt::CaseInsensitive) == 0;
}

std::optional<SessionDocument> SessionDocument::read(const QString &path, QString *why)
{
    const std::optional<QByteArray> bytes = UserFileReader::read(path, kMaxBytes, tr("a TensorLens session file"), why);
    if (!bytes)
        return std::nullopt;
    return parse(*bytes, path, why);
}

std::optional<SessionDocument> SessionDocument::parse(const QByteArray &bytes, const QString &path, QString *why)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QString foreign = tr("%1 is not a TensorLens session file: %2.");
    const QString damaged = tr("%1 is a damaged TensorLens session file: %2.");
    // Anything but a JSON object (a picture, a script renamed) is another kind of file.
    if (!bytes.trimmed().startsWith('{') || bytes.contains('\0')) {
        *why = foreign.arg(shown, tr("it does not hold JSON text (open a .%1 file that TensorLens saved)").arg(suffix()));
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // Whether it was ours matters for the words: a cut-off session file is damaged.
        const QString what = tr("its JSON is broken at byte %1 (%2)").arg(error.offset).arg(error.errorString());
        *why = (bytes.contains(formatName().toUtf8()) ? damaged : foreign).arg(shown, what);
        return std::nullopt;
    }
    const QJsonObject root = json.object();
    if (root.value(kFormat) != QJsonValue(formatName())) {
        *why = foreign.arg(shown, tr("it is JSON without \"format\": \"%1\" (another program's file?)").arg(formatName()));
        return std::nullopt;
    }
    const QJsonValue version = root.value(kVersionKey);
    if (!isWholeNumber(version) || version.toInt() < 1) {
        *why = damaged.arg(shown, wrongType(kVersionKey, tr("a whole number from 1"), version));
        return std::nullopt;
    }
    if (version.toInt() > kVersion) {
        *why = tr("%1 was saved by a newer TensorLens (session format version %2; this version reads version %3): "
                  "open it with a newer TensorLens.")
                   .arg(shown)
                   .arg(version.toInt())
                   .arg(kVersion);
        return std::nullopt;
    }
    SessionDocument doc;
    const QJsonValue script = root.value(kScript);
    if (!script.isString()) {
        *why = damaged.arg(shown, wrongType(kScript, tr("text (the session's code)"), script));
        return std::nullopt;
    }
    doc.script = script.toString();
    const QJsonValue view = root.value(kView);
    if (!view.isObject()) {
        *why = damaged.arg(shown, wrongType(kView, tr("an object"), view));
        return std::nullopt;
    }
    QString what;
    if (!readView(view.toObject(), &doc.view, &what)) {
        *why = damaged.arg(shown, what);
        return std::nullopt;
    }
    QString parseError;
    if (!ScriptFile::parses(tr("The script in %1").arg(path), doc.script, &parseError)) {
        *why = parseError;
        return std::nullopt;
    }
    return doc;
}

bool SessionDocument::readView(const QJsonObject &view, SessionView *out, QString *what)
{
    // Fields left out keep their defaults; fields present must be right.
    if (const QJsonValue step = view.value(kStep); !step.isUndefined() && !step.isNull()) {
        if (!isWholeNumber(step) || step.toInt() < 0) {
            *what = wrongType(QStringLiteral("view.step"), tr("null or a whole number from 0"), step);
            return false;
        }
        out->step = step.toInt();
    }
    if (const QJsonValue zoom = view.value(kZoom); !zoom.isUndefined()) {
        if (!zoom.isDouble() || !std::isfinite(zoom.toDouble()) || zoom.toDouble() <= 0) {
            *what = wrongType(QStringLiteral("view.zoom"), tr("a number above 0"), zoom);
            return false;
        }
        out->zoom = zoom.toDouble();
    }
    if (const QJsonValue fit = view.value(kFit); !fit.isUndefined()) {
        if (!fit.isBool()) {
            *what = wrongType(QStringLiteral("view.fit"), tr("true or false"), fit);
            return false;
        }
        out->fit = fit.toBool();
    }
    if (const QJsonValue selection = view.value(kSelection); !selection.isUndefined() && !selection.isNull()) {
        if (!selection.isString()) {
            *what = wrongType(QStringLiteral("view.selection"), tr("a name (text)"), selection);
            return false;
        }
        out->selection = selection.toString();
    }
    if (const QJsonValue theme = view.value(kTheme); !theme.isUndefined()) {
        if (theme != QJsonValue(kLight) && theme != QJsonValue(kDark)) {
            *what = theme.isString() ? tr("\"view.theme\" must be \"light\" or \"dark\", not \"%1\"").arg(theme.toString())
                                     : wrongType(QStringLiteral("view.theme"), tr("\"light\" or \"dark\""), theme);
            return false;
        }
        out->dark = theme == QJsonValue(kDark);
    }
    return true;
}

QByteArray SessionDocument::toJson() const
{
    QJsonObject v;
    v.insert(kStep, view.step ? QJsonValue(*view.step) : QJsonValue(QJsonValue::Null));
    v.insert(kZoom, view.zoom);
    v.insert(kFit, view.fit);
    v.insert(kSelection, view.selection);
    v.insert(kTheme, view.dark ? kDark : kLight);
    QJsonObject root;
    root.insert(kFormat, formatName());
    root.insert(kVersionKey, kVersion);
    root.insert(kScript, script);
    root.insert(kView, v);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool SessionDocument::write(const QString &path, QString *why) const
{
    QSaveFile file(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *why = tr("Could not write %1: %2").arg(shown, file.errorString());
        return false;
    }
    file.write(toJson());
    if (!file.commit()) {
        *why = tr("Could not write %1: %2").arg(shown, file.errorString());
        return false;
    }
    return true;
}

} // namespace tl::ui
