import torch

ema_loss = torch.zeros(1)  # 一个滑动值
batch_losses = torch.tensor([0.9, 0.7, 0.8])  # 每个样本的损失，未归约

ema_loss.lerp_(batch_losses, 0.1)
