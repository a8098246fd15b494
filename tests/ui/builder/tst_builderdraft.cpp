// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Closing the builder never throws typed work away: Cancel, Escape and the close button ask
// when there are unsaved changes, the answer "Keep as Draft" keeps the job in a file that the
// next New Job offers to restore, and the builder opens with the focus in Name.
#include "ui/builder/builderdraft.h"
#include "ui/builder/jobbuilderdialog.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Choice = JobBuilderDialog::CloseChoice;

class TestBuilderDraft : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString draftPath() const { return m_dir.filePath(QStringLiteral("draft.yaml")); }

    std::unique_ptr<JobBuilderDialog> makeBuilder(std::function<Choice()> answer)
    {
        auto d = std::make_unique<JobBuilderDialog>();
        d->setDraftPath(draftPath());
        d->setCloseAnswer(std::move(answer));
        return d;
    }
    static void typeScript(JobBuilderDialog &d, const QString &text)
    {
        auto *script = d.findChild<QPlainTextEdit *>(QStringLiteral("script"));
        QVERIFY(script);
        script->setPlainText(text);
    }
    static void setName(JobBuilderDialog &d, const QString &name)
    {
        auto *edit = d.findChild<QLineEdit *>(QStringLiteral("name"));
        QVERIFY(edit);
        edit->clear();
        QTest::keyClicks(edit, name);
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QFile::remove(draftPath());
    }

    void unchangedClosesWithoutAsking()
    {
        int asked = 0;
        auto d = makeBuilder([&] {
            ++asked;
            return Choice::Stay;
        });
        d->show();
        QVERIFY(!d->hasUnsavedChanges());
        d->reject();
        QCOMPARE(asked, 0);
        QVERIFY(d->isHidden());
        QVERIFY(!QFile::exists(draftPath()));
    }

    void escapeWithChangesAsksAndStays()
    {
        int asked = 0;
        auto d = makeBuilder([&] {
            ++asked;
            return Choice::Stay;
        });
        d->show();
        typeScript(*d, QStringLiteral("print('hello')\n"));
        QVERIFY(d->hasUnsavedChanges());
        QTest::keyClick(d.get(), Qt::Key_Escape);
        QCOMPARE(asked, 1);
        QVERIFY(d->isVisible());
        QVERIFY(!QFile::exists(draftPath()));
    }

    void discardLeavesNoDraft()
    {
        auto d = makeBuilder([] { return Choice::Discard; });
        d->show();
        typeScript(*d, QStringLiteral("print('gone')\n"));
        d->reject();
        QVERIFY(d->isHidden());
        d.reset();
        QVERIFY(!QFile::exists(draftPath()));
    }

    void keptDraftIsOfferedAndRestored()
    {
        const QString script = QStringLiteral("import time\nprint('loss=0.5')\n");
        {
            auto d = makeBuilder([] { return Choice::KeepDraft; });
            d->show();
            setName(*d, QStringLiteral("my-draft-job"));
            typeScript(*d, script);
            d->reject();
            QVERIFY(d->isHidden());
        }
        QVERIFY(QFile::exists(draftPath()));
        QVERIFY(BuilderDraft(draftPath()).savedAt().isValid());

        auto next = makeBuilder([] { return Choice::Discard; });
        QVERIFY(next->offerDraft());
        next->show();
        QVERIFY(next->isDraftOffered());
        QVERIFY(next->findChild<QWidget *>(QStringLiteral("draftBar"))->isVisible());
        auto *restore = next->findChild<QPushButton *>(QStringLiteral("restoreDraft"));
        QVERIFY(restore);
        QTest::mouseClick(restore, Qt::LeftButton);
        QVERIFY(!next->isDraftOffered());
        QCOMPARE(next->job().name, QStringLiteral("my-draft-job"));
        const TrainJob restored = next->job();
        const auto *trainer = std::get_if<CustomTrainer>(&restored.trainer);
        QVERIFY(trainer);
        QCOMPARE(trainer->inlineCode, script);
        // Restored, the draft is the form's: the file is gone, and closing asks again.
        QVERIFY(!QFile::exists(draftPath()));
        QVERIFY(next->hasUnsavedChanges());
    }

    void discardDraftButtonForgetsIt()
    {
        QVERIFY(BuilderDraft(draftPath()).save(JobBuilderDialog().job()).ok());
        auto d = makeBuilder([] { return Choice::Discard; });
        QVERIFY(d->offerDraft());
        d->show();
        QTest::mouseClick(d->findChild<QPushButton *>(QStringLiteral("discardDraft")),
                          Qt::LeftButton);
        QVERIFY(!d->isDraftOffered());
        QVERIFY(!QFile::exists(draftPath()));
        QVERIFY(!d->offerDraft());
    }

    void destroyedOpenKeepsTheDraft()
    {
        {
            auto d = makeBuilder([] { return Choice::Stay; });
            d->show();
            typeScript(*d, QStringLiteral("print('app quit')\n"));
        }
        QVERIFY(QFile::exists(draftPath()));
        auto job = BuilderDraft(draftPath()).load();
        QVERIFY2(job.ok(), qPrintable(job.ok() ? QString() : job.error().message));
        QCOMPARE(std::get<CustomTrainer>(job->trainer).inlineCode,
                 QStringLiteral("print('app quit')\n"));
    }

    void withoutDraftPathNothingIsWritten()
    {
        JobBuilderDialog d;
        d.setCloseAnswer([] { return Choice::KeepDraft; });
        d.show();
        typeScript(d, QStringLiteral("print('x')\n"));
        d.reject();
        // Nowhere to keep it: the builder stays open rather than lose the job.
        QVERIFY(d.isVisible());
        QVERIFY(!d.offerDraft());
    }

    void damagedDraftSaysSoAndStays()
    {
        QFile f(draftPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("kind: TrainJob\nspec: [unclosed\n");
        f.close();
        auto d = makeBuilder([] { return Choice::Discard; });
        QVERIFY(d->offerDraft());
        auto r = d->restoreDraft();
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(draftPath()), qPrintable(r.error().message));
        QVERIFY(QFile::exists(draftPath()));
    }

    void opensWithFocusInName()
    {
        auto d = makeBuilder([] { return Choice::Discard; });
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        QVERIFY(d->focusWidget());
        QCOMPARE(d->focusWidget()->objectName(), QStringLiteral("name"));
    }
};

QTEST_MAIN(TestBuilderDraft)
#include "tst_builderdraft.moc"
