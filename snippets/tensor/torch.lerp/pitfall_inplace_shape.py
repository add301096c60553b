import torch

ema_loss = torch.zeros(1)  # one running value
batch_losses = torch.tensor([0.9, 0.7, 0.8])  # per-sample losses, not reduced

ema_loss.lerp_(batch_losses, 0.1)
