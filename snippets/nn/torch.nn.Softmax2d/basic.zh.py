import torch

torch.manual_seed(0)
logits = torch.randn(2, 4, 3, 3)  # (N, C, H, W)，例如 4 个分割类别
probs = torch.nn.Softmax2d()(logits)
print(probs.shape)
print(probs.sum(dim=1)[0])  # 每个像素位置上 C 个通道之和为 1
print(torch.allclose(probs, torch.softmax(logits, dim=-3)))
print(torch.nn.Softmax2d()(torch.zeros(4, 2, 2))[:, 0, 0])  # 无批次的 (C, H, W)
