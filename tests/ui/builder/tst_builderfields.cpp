// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Where the builder's validation messages go and how they read: each resource quantity's
// message under its own field, and messages in the form's words, not the file format's.
#include "ui/builder/jobbuilderdialog.h"
#include "ui/builder/validatedfield.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestBuilderFields : public QObject
{
    Q_OBJECT

private:
    template<class T>
    static T *child(const JobBuilderDialog &d, const char *name)
    {
        auto *w = d.findChild<T *>(QString::fromLatin1(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    static QStringList messages(const JobBuilderDialog &d)
    {
        QStringList out;
        for (const Error &e : d.problems())
            out << e.message;
        return out;
    }

private slots:
    void memoryMessageSitsUnderMemory()
    {
        JobBuilderDialog d;
        d.show();
        child<QPlainTextEdit>(d, "script")->setPlainText(QStringLiteral("print(1)\n"));
        child<QLineEdit>(d, "cpu")->setText(QStringLiteral("2"));
        child<QLineEdit>(d, "memory")->setText(QStringLiteral("4 GB"));
        d.validateNow();
        ValidatedField *memory
            = d.fieldForPath(QStringLiteral("spec.trainer.resourcesPerNode.memory"));
        ValidatedField *cpu = d.fieldForPath(QStringLiteral("spec.trainer.resourcesPerNode.cpu"));
        QVERIFY(memory && cpu);
        QCOMPARE(memory->editor(), child<QWidget>(d, "memory"));
        QCOMPARE(cpu->editor(), child<QWidget>(d, "cpu"));
        QVERIFY2(memory->message().contains(QStringLiteral("'4 GB' is not a quantity")),
                 qPrintable(memory->message()));
        QVERIFY(cpu->message().isEmpty());

        child<QLineEdit>(d, "memory")->setText(QStringLiteral("4Gi"));
        child<QLineEdit>(d, "cpu")->setText(QStringLiteral("two"));
        d.validateNow();
        QVERIFY(memory->message().isEmpty());
        QVERIFY(cpu->message().contains(QStringLiteral("'two' is not a quantity")));
    }

    void emptyScriptSaysWhatToDo()
    {
        JobBuilderDialog d;
        d.show();
        child<QPlainTextEdit>(d, "script")->clear();
        d.validateNow();
        const QStringList all = messages(d);
        QVERIFY2(!all.isEmpty(), "an empty script must be a problem");
        for (const QString &m : all) {
            QVERIFY2(!m.contains(QStringLiteral("traindeck.io/")), qPrintable(m));
            QVERIFY2(!m.contains(QStringLiteral("CustomTrainer")), qPrintable(m));
        }
        QVERIFY2(all.join(u'\n').contains(QStringLiteral("choose a training script")),
                 qPrintable(all.join(u'\n')));
    }
};

QTEST_MAIN(TestBuilderFields)
#include "tst_builderfields.moc"
