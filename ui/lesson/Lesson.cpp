#include "Lesson.h"
#include <QSet>
#include <QJsonObject>
#include <QJsonArray>

#include <QRegularExpression>

namespace tl::ui {

namespace {

bool isCode(const QString &line)
{
    const QString t = line.trimmed();
    return !t.isEmpty() && !t.startsWith(u'#');
}

// A line at column 0 that carries on the statement above it (`except ...:`, `else:` ...).
bool continuesStatement(const QString &line)
{
    static const QRegularExpression re(QStringLiteral("^(except\\b|else\\s*:|elif\\b|finally\\s*:)"));
    return re.match(line).hasMatch();
}

} // namespace

std::optional<Lesson> Lesson::parse(const QString &text, QString *error)
{
    auto fail = [&](int line, const QString &why) {
        if (error)
            *error = QStringLiteral("line %1: %2").arg(line).arg(why);
        return std::nullopt;
    };
    const QStringList lines = text.split(u'\n');
    static const QRegularExpression titleRe(QStringLiteral("^#\\s*Lesson:\\s*(\\S.*)$"));
    const auto title = titleRe.match(lines.value(0).trimmed());
    if (!title.hasMatch())
        return fail(1, QStringLiteral("a lesson starts with \"# Lesson: TITLE\""));
    Lesson lesson;
    lesson.title = title.captured(1).trimmed();
    lesson.source = text;

    static const QRegularExpression questionRe(
        QStringLiteral("^#\\s*\\?\\s*(\\w+)(?:\\s+([A-Za-z_]\\w*))?\\s*:\\s*([^|=]+?)\\s*((?:\\|[^|=]*)*)=\\s*(\\S+)\\s*$"));
    QString pendingNarration;
    QVector<LessonQuestion> pending;
    for (int i = 1; i < lines.size(); ++i) {
        const QString line = lines[i];
        const QString t = line.trimmed();
        const int number = i + 1;
        if (t.startsWith(QLatin1String("# >"))) {
            pendingNarration += (pendingNarration.isEmpty() ? QString() : QStringLiteral(" ")) + t.mid(3).trimmed();
            continue;
        }
        if (t.startsWith(QLatin1String("# ?"))) {
            const auto m = questionRe.match(t);
            if (!m.hasMatch())
                return fail(number, QStringLiteral("a question reads \"# ? KIND: question | choice | ... = answer\""));
            LessonQuestion q;
            const QString kind = m.captured(1);
            if (kind == QLatin1String("changes"))
                q.kind = LessonQuestion::Kind::Changes;
            else if (kind == QLatin1String("error"))
                q.kind = LessonQuestion::Kind::Error;
            else if (kind == QLatin1String("copies"))
                q.kind = LessonQuestion::Kind::Copies;
            else
                return fail(number, QStringLiteral("unknown question kind '%1' (changes NAME, error, copies)").arg(kind));
            q.subject = m.captured(2);
            if ((q.kind == LessonQuestion::Kind::Changes) != !q.subject.isEmpty())
                return fail(number, q.subject.isEmpty() ? QStringLiteral("\"changes\" names what may change: # ? changes NAME: ...")
                                                        : QStringLiteral("only \"changes\" takes a name"));
            q.text = m.captured(3).trimmed();
            for (const QString &c : m.captured(4).split(u'|', Qt::SkipEmptyParts))
                if (!c.trimmed().isEmpty())
                    q.choices << c.trimmed();
            if (q.kind == LessonQuestion::Kind::Changes && q.choices.isEmpty())
                q.choices = QStringList{QStringLiteral("yes"), QStringLiteral("no")};
            q.answer = m.captured(5);
            if (q.choices.isEmpty())
                return fail(number, QStringLiteral("the question offers no choices"));
            if (!q.choices.contains(q.answer))
                return fail(number, QStringLiteral("the answer '%1' is not one of the choices").arg(q.answer));
            q.questionLine = number;
            pending << q;
            continue;
        }
        if (!isCode(line) || line.front().isSpace() || continuesStatement(line))
            continue;
        // A top-level statement: its last line is the one before the next top-level code.
        int last = number;
        for (int j = i + 1; j < lines.size(); ++j) {
            if (!isCode(lines[j]))
                continue;
            if (!lines[j].front().isSpace() && !continuesStatement(lines[j]))
                break;
            last = j + 1;
        }
        if (!pendingNarration.isEmpty())
            lesson.narration.insert(number, pendingNarration);
        for (LessonQuestion &q : pending) {
            q.firstLine = number;
            q.lastLine = last;
            lesson.questions << q;
        }
        pendingNarration.clear();
        pending.clear();
    }
    if (!pending.isEmpty())
        return fail(pending.first().questionLine, QStringLiteral("the question asks about no statement (it must come before one)"));
    return lesson;
}

QString Lesson::unreachedQuestion(const QJsonArray &steps) const
{
    QSet<int> ran;
    for (const auto &step : steps)
        ran.insert(step.toObject().value(QStringLiteral("line")).toInt());
    for (const LessonQuestion &q : questions)
        if (!ran.contains(q.firstLine))
            return QStringLiteral("line %1: the question \"%2\" is about line %3, which the script never runs")
                .arg(q.questionLine)
                .arg(q.text)
                .arg(q.firstLine);
    return {};
}

} // namespace tl::ui
