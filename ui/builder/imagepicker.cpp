// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/imagepicker.h"

#include <QAction>
#include <QApplication>
#include <QCompleter>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QStringListModel>
#include <QStyle>

namespace TrainDeck::Ui {

namespace {

const char *const ButtonProperty = "traindeckImagePickerButton";

bool isImageField(const QLineEdit *field)
{
    const QString name = field->objectName();
    return name == QLatin1String("image") || name.endsWith(QLatin1String("Image"));
}

} // namespace

ImagePicker::ImagePicker(QObject *parent)
    : QObject(parent)
    , m_model(new QStringListModel(this))
{
    m_why = tr("Pick a Docker or Podman connection under Runs on to choose from its images.");
}

ImagePicker::~ImagePicker() = default;

void ImagePicker::attachWithin(QWidget *root)
{
    for (QLineEdit *field : root->findChildren<QLineEdit *>())
        if (isImageField(field) && !buttonOf(field))
            attach(field);
}

QAction *ImagePicker::buttonOf(QLineEdit *field)
{
    return field ? field->property(ButtonProperty).value<QAction *>() : nullptr;
}

void ImagePicker::attach(QLineEdit *field)
{
    if (!field || buttonOf(field))
        return;
    auto *completer = new QCompleter(m_model, field);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    field->setCompleter(completer);
    QAction *button = field->addAction(QApplication::style()->standardIcon(QStyle::SP_ArrowDown),
                                       QLineEdit::TrailingPosition);
    button->setObjectName(field->objectName() + QStringLiteral("Picker"));
    field->setProperty(ButtonProperty, QVariant::fromValue(button));
    connect(button, &QAction::triggered, field, [this, field] {
        QMenu *menu = menuFor(field);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(field->mapToGlobal(QPoint(0, field->height())));
    });
    m_fields << field;
    updateButtons();
}

QMenu *ImagePicker::menuFor(QLineEdit *field)
{
    auto *menu = new QMenu(field);
    menu->setObjectName(QStringLiteral("imagePickerMenu"));
    menu->setToolTipsVisible(true);
    const QLocale locale;
    for (const EngineImage &image : std::as_const(m_images)) {
        const QString size = image.size > 0 ? locale.formattedDataSize(image.size) : QString();
        QAction *a = menu->addAction(size.isEmpty() ? image.reference
                                                    : tr("%1\t%2").arg(image.reference, size));
        a->setData(image.reference);
        a->setCheckable(true);
        a->setChecked(field->text().trimmed() == image.reference);
        if (image.created.isValid())
            a->setToolTip(
                tr("%1, made %2")
                    .arg(image.id.left(19),
                         locale.toString(image.created.toLocalTime(), QLocale::ShortFormat)));
        connect(a, &QAction::triggered, field, [field, ref = image.reference] {
            field->setText(ref);
            field->setFocus(Qt::OtherFocusReason);
        });
    }
    if (m_images.isEmpty())
        menu->addAction(m_why)->setEnabled(false);
    return menu;
}

void ImagePicker::setImages(const QList<EngineImage> &images, const QString &engine)
{
    m_images = images;
    m_engine = engine;
    m_why = images.isEmpty()
                ? tr("%1 has no tagged images yet: type a name, and it is pulled as the pull "
                     "policy says.")
                      .arg(engine)
                : QString();
    QStringList refs;
    for (const EngineImage &i : images)
        refs << i.reference;
    m_model->setStringList(refs);
    updateButtons();
}

void ImagePicker::setUnavailable(const QString &why)
{
    m_images.clear();
    m_engine.clear();
    m_why = why;
    m_model->setStringList({});
    updateButtons();
}

void ImagePicker::updateButtons()
{
    m_fields.removeAll(nullptr);
    for (const QPointer<QLineEdit> &field : std::as_const(m_fields)) {
        QAction *button = buttonOf(field);
        if (!button)
            continue;
        button->setEnabled(!m_images.isEmpty());
        button->setToolTip(
            m_images.isEmpty()
                ? m_why
                : tr("Choose one of the %n image(s) on %1", nullptr, int(m_images.size()))
                      .arg(m_engine));
    }
}

} // namespace TrainDeck::Ui
