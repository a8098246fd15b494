// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/builderpage.h"

#include "ui/builder/validatedfield.h"

#include <QFormLayout>
#include <QLabel>
#include <QScrollArea>

namespace TrainDeck::Ui {

BuilderPage::BuilderPage(QWidget *parent)
    : QWidget(parent)
{}

ValidatedField *BuilderPage::bind(const QStringList &paths, QWidget *editor)
{
    auto *field = new ValidatedField(editor, this);
    for (const QString &p : paths)
        m_bindings.append({p, field});
    m_fields.append(field);
    return field;
}

ValidatedField *BuilderPage::fieldFor(const QString &path) const
{
    for (const Binding &b : m_bindings) {
        const bool prefix = b.pattern.endsWith(u'*');
        if (prefix ? path.startsWith(QStringView(b.pattern).chopped(1)) : path == b.pattern)
            return b.field;
    }
    return nullptr;
}

QList<ValidatedField *> BuilderPage::fields() const
{
    return m_fields;
}

int BuilderPage::showMessages(const QHash<ValidatedField *, QStringList> &messages) const
{
    int shown = 0;
    for (ValidatedField *f : fields()) {
        const QStringList m = messages.value(f);
        f->setMessage(m.join(u'\n'));
        shown += int(m.size());
    }
    return shown;
}

QWidget *BuilderPage::scrollable()
{
    auto *area = new QScrollArea;
    area->setWidget(this);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

QFormLayout *BuilderPage::pageForm(QWidget *parent)
{
    auto *form = new QFormLayout(parent);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setVerticalSpacing(8);
    return form;
}

QLabel *BuilderPage::heading(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    l->setFont(f);
    return l;
}

QLabel *BuilderPage::hint(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

BuilderPage::Loading::Loading(const BuilderPage *page)
    : m_page(const_cast<BuilderPage *>(page))
    , m_was(page->m_loading)
{
    m_page->m_loading = true;
}

BuilderPage::Loading::~Loading()
{
    m_page->m_loading = m_was;
}

void BuilderPage::edited()
{
    if (!m_loading)
        emit changed();
}

} // namespace TrainDeck::Ui
