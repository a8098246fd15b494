// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Every section of the builder has unique mnemonics: Alt+letter reaches one field, never
// two, counting the buttons below the form (Import, Export, Submit, Cancel) that every
// section shares.
#include "ui/builder/initializerform.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/text/mnemonics.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QStackedWidget>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

namespace {

QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == u'&') {
            if (text[i + 1] == u'&') {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    }
    return {};
}

/// Mnemonic letter -> the texts that use it, over the visible widgets under `root`.
void collect(QWidget *root, QMultiHash<QChar, QString> &out)
{
    const auto add = [&out](QWidget *w, const QString &text) {
        if (!w->isVisibleTo(w->window()))
            return;
        if (const QChar c = mnemonicOf(text); !c.isNull())
            out.insert(c, text);
    };
    for (QLabel *l : root->findChildren<QLabel *>())
        add(l, l->text());
    for (QAbstractButton *b : root->findChildren<QAbstractButton *>())
        add(b, b->text());
    for (QGroupBox *g : root->findChildren<QGroupBox *>())
        add(g, g->title());
}

} // namespace

class TestBuilderMnemonics : public QObject
{
    Q_OBJECT

private slots:
    void uniqueMovesAClashToAFreeLetter()
    {
        QString taken = QStringLiteral("t");
        QCOMPARE(Mnemonics::unique(QStringLiteral("&Type:"), taken), QStringLiteral("T&ype:"));
        QCOMPARE(taken, QStringLiteral("ty"));
        // Word starts before other letters; a free own letter stays.
        QCOMPARE(Mnemonics::unique(QStringLiteral("Storage &URI:"), taken),
                 QStringLiteral("Storage &URI:"));
        QCOMPARE(Mnemonics::unique(QStringLiteral("Access &token:"), taken),
                 QStringLiteral("&Access token:"));
        // Literal ampersands survive; no free letter drops the mnemonic.
        QString full = QStringLiteral("abc&");
        QCOMPARE(Mnemonics::unique(QStringLiteral("&A && b"), full), QStringLiteral("A && b"));
        QCOMPARE(Mnemonics::of(QStringLiteral("Fish && &Chips")), QChar(u'c'));
    }

    void uniquePerSection_data()
    {
        QTest::addColumn<JobBuilderDialog::Section>("section");
        QTest::addColumn<InitializerKind>("dataset");
        QTest::addColumn<InitializerKind>("model");
        using S = JobBuilderDialog::Section;
        using K = InitializerKind;
        QTest::newRow("general") << S::General << K::None << K::None;
        QTest::newRow("code") << S::Code << K::None << K::None;
        QTest::newRow("resources") << S::Resources << K::None << K::None;
        QTest::newRow("initializers none") << S::Initializers << K::None << K::None;
        QTest::newRow("initializers hf hf") << S::Initializers << K::HuggingFace << K::HuggingFace;
        QTest::newRow("initializers s3 s3") << S::Initializers << K::S3 << K::S3;
        QTest::newRow("initializers hf s3") << S::Initializers << K::HuggingFace << K::S3;
        QTest::newRow("initializers cache s3") << S::Initializers << K::DataCache << K::S3;
        QTest::newRow("cluster") << S::Cluster << K::None << K::None;
        QTest::newRow("preview") << S::Preview << K::None << K::None;
        QTest::newRow("yaml") << S::Yaml << K::None << K::None;
    }

    void uniquePerSection()
    {
        QFETCH(JobBuilderDialog::Section, section);
        QFETCH(InitializerKind, dataset);
        QFETCH(InitializerKind, model);
        JobBuilderDialog d;
        d.setBackendKind(BackendKind::Kubernetes); // every option shown
        d.show();
        d.showSection(section);
        // Chosen after the section is shown: the forms change under the user's eyes.
        d.findChild<InitializerForm *>(QStringLiteral("datasetForm"))->setKind(dataset);
        d.findChild<InitializerForm *>(QStringLiteral("modelForm"))->setKind(model);
        auto *pages = d.findChild<QStackedWidget *>();
        QVERIFY(pages);
        QMultiHash<QChar, QString> used;
        collect(pages->currentWidget(), used);
        // The buttons under the form and the draft bar belong to every section.
        for (QWidget *w : d.findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (w != pages && !pages->isAncestorOf(w) && !w->isAncestorOf(pages))
                collect(w, used);
        }
        QStringList clashes;
        for (const QChar c : used.uniqueKeys()) {
            const QStringList texts = used.values(c);
            if (texts.size() > 1)
                clashes << QStringLiteral("%1: %2").arg(c, texts.join(QStringLiteral(" | ")));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }
};

QTEST_MAIN(TestBuilderMnemonics)
#include "tst_buildermnemonics.moc"
