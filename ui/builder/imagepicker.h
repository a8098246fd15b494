// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/engineimage.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLineEdit;
class QMenu;
class QStringListModel;
class QWidget;

namespace TrainDeck::Ui {

/// Offers the images on the builder's target engine in every image field: completion as the
/// user types, and a button at the field's end listing them all (newest first, with size), as
/// Docker Desktop's and Podman Desktop's image lists do. Without images (local processes, a
/// cluster, an engine that does not answer) the button is off and its tooltip says why; the
/// field still takes any name.
class ImagePicker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImagePicker)

public:
    explicit ImagePicker(QObject *parent = nullptr);
    ~ImagePicker() override;

    /// Attaches to every image field under `root` not attached yet (fields named "image" or
    /// "…Image"): initializer forms are made anew when their kind changes.
    void attachWithin(QWidget *root);
    void attach(QLineEdit *field);

    /// The images of `engine` (its display name), newest first.
    void setImages(const QList<EngineImage> &images, const QString &engine);
    /// No images to offer, and why (shown as the button's tooltip).
    void setUnavailable(const QString &why);
    QList<EngineImage> images() const { return m_images; }
    QString unavailableReason() const { return m_why; }

    /// The list the button of `field` opens, filled as it would be now (tests).
    QMenu *menuFor(QLineEdit *field);
    /// The button at the end of `field`; nullptr when not attached.
    static QAction *buttonOf(QLineEdit *field);

private:
    void updateButtons();

    QList<EngineImage> m_images;
    QString m_engine;
    QString m_why;
    QStringListModel *m_model;
    QList<QPointer<QLineEdit>> m_fields;
};

} // namespace TrainDeck::Ui
