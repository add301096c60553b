import torch

torch.manual_seed(0)
logits = torch.randn(1, 3, 3, 4)  # (N, H, W, C)，4 个类别在最后一维
probs = torch.nn.Softmax2d()(logits)  # 在第 -3 维上归一化，这里是 H
print(probs.sum(dim=-1)[0, 0])  # 一个像素上各类别之和不是 1
print(probs.sum(dim=1)[0, 0])  # 沿 H 的和才是 1
