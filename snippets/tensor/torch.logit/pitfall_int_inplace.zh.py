import torch

labels = torch.tensor([0, 1, 1])
print(torch.logit(labels, eps=0.05))   # 非原地：得到 float32
labels.logit_(eps=0.05)                # 对 int64 原地计算会失败
