// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace TrainDeck::Ui {

class ValidatedField;

/// One section of the job builder: it edits its part of a TrainJob and knows which of its
/// fields shows a problem at a job path. load() fills the page from a job; store() writes the
/// page's part back into a job (the dialog passes the same job through every page, in page
/// order); changed() says the user edited something.
///
/// A field is mapped to the job paths it shows problems for in exactly one place, bind(), as
/// the page builds it.
class BuilderPage : public QWidget
{
    Q_OBJECT
public:
    explicit BuilderPage(QWidget *parent = nullptr);

    virtual void load(const TrainJob &job) = 0;
    virtual void store(TrainJob &job) const = 0;

    /// The field that shows problems of `path` (e.g. spec.trainer.numNodes), or null when no
    /// field of this page does.
    virtual ValidatedField *fieldFor(const QString &path) const;
    /// Every field of the page, for clearing and counting messages.
    virtual QList<ValidatedField *> fields() const;
    /// Shows on each field of the page its `messages` (none: cleared); returns how many
    /// messages the page shows.
    int showMessages(const QHash<ValidatedField *, QStringList> &messages) const;

    /// The page inside a frameless scroll area, as the dialog shows form pages.
    QWidget *scrollable();

    /// A form layout set up as every page's forms are.
    static QFormLayout *pageForm(QWidget *parent);
    static QLabel *heading(const QString &text, QWidget *parent);
    static QLabel *hint(const QString &text, QWidget *parent);

signals:
    void changed();

protected:
    /// Wraps `editor` in a ValidatedField for the problems of `paths`. A path matches itself;
    /// a path ending in '*' matches every path that starts with what precedes the '*'.
    ValidatedField *bind(const QStringList &paths, QWidget *editor);
    ValidatedField *bind(const QString &path, QWidget *editor)
    {
        return bind(QStringList{path}, editor);
    }
    /// True while load() runs: edits made by loading are not the user's.
    bool loading() const { return m_loading; }
    /// Sets loading() for its lifetime.
    class Loading
    {
    public:
        explicit Loading(const BuilderPage *page);
        ~Loading();
        Q_DISABLE_COPY_MOVE(Loading)

    private:
        BuilderPage *m_page;
        bool m_was;
    };
    /// Emits changed() unless loading.
    void edited();

private:
    struct Binding
    {
        QString pattern;
        ValidatedField *field;
    };
    QList<Binding> m_bindings;
    QList<ValidatedField *> m_fields;
    bool m_loading = false;
};

} // namespace TrainDeck::Ui
