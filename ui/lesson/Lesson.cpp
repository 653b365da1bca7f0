// A lesson's teaching comments (resources/lessons/README.md) read line by line, and the
// checks that the lesson can be played: every question reached, named and answered as the
// engine does.
#include "Lesson.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QRegularExpression>

#include <algorithm>

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
    QString pendingNarration, pendingExplanation;
    QVector<int> explanationLines;
    QVector<LessonQuestion> pending;
    for (int i = 1; i < lines.size(); ++i) {
        const QString line = lines[i];
        const QString t = line.trimmed();
        const int number = i + 1;
        if (t.startsWith(QLatin1String("# >"))) {
            // After a question it explains the answer: said once the class has answered.
            QString &said = pending.isEmpty() ? pendingNarration : pendingExplanation;
            said += (said.isEmpty() ? QString() : QStringLiteral(" ")) + t.mid(3).trimmed();
            if (!pending.isEmpty())
                explanationLines << number;
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
            if (q.kind == LessonQuestion::Kind::Copies)
                for (const QString &c : std::as_const(q.choices))
                    if (bool count = false; c.toLongLong(&count) < 0 || !count)
                        return fail(number, QStringLiteral("\"copies\" offers byte counts (| 0 | 24 | 48), not '%1'").arg(c));
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
        if (!pendingExplanation.isEmpty())
            lesson.explanation.insert(number, pendingExplanation);
        for (const int l : std::as_const(explanationLines))
            lesson.answerLines.insert(l, number);
        for (LessonQuestion &q : pending) {
            q.firstLine = number;
            q.lastLine = last;
            lesson.questions << q;
            lesson.answerLines.insert(q.questionLine, number);
        }
        pendingNarration.clear();
        pendingExplanation.clear();
        explanationLines.clear();
        pending.clear();
    }
    if (!pending.isEmpty())
        return fail(pending.first().questionLine, QStringLiteral("the question asks about no statement (it must come before one)"));
    return lesson;
}

QString Lesson::refusal(const QJsonArray &steps) const
{
    for (const LessonQuestion &q : questions) {
        // The state before the statement runs, and its own first step.
        int first = -1;
        for (int s = 0; s < steps.size() && first < 0; ++s)
            if (steps[s].toObject().value(QStringLiteral("line")).toInt() == q.firstLine)
                first = s;
        if (first < 0)
            return QStringLiteral("line %1: the question \"%2\" is about line %3, which the script never runs")
                .arg(q.questionLine)
                .arg(q.text)
                .arg(q.firstLine);
        if (q.kind == LessonQuestion::Kind::Changes) {
            bool named = false;
            for (int s = std::max(0, first - 1); s <= first && !named; ++s)
                for (const auto &o : steps[s].toObject().value(QStringLiteral("objects")).toArray())
                    named = named || o.toObject().value(QStringLiteral("names")).toArray().contains(q.subject);
            if (!named)
                return QStringLiteral("line %1: the question \"%2\" asks whether %3 changes, but no tensor or array is named %3 "
                                      "when line %4 runs")
                    .arg(q.questionLine)
                    .arg(q.text, q.subject)
                    .arg(q.firstLine);
        }
        if (const QString engine = q.engineAnswer(steps); engine != q.answer)
            return QStringLiteral("line %1: the lesson answers \"%2\" with %3, but the engine's answer is %4")
                .arg(q.questionLine)
                .arg(q.text, q.label(q.answer), q.label(engine));
    }
    return {};
}

QString Lesson::statementOf(const LessonQuestion &question) const
{
    const QStringList lines = source.split(u'\n');
    return lines.mid(question.firstLine - 1, question.lastLine - question.firstLine + 1).join(u'\n');
}

} // namespace tl::ui
