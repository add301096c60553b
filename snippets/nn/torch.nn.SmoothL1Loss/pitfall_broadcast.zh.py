import warnings

import torch

warnings.simplefilter("always")
pred = torch.tensor([[1.0], [2.0], [3.0]])  # 回归头输出 (N, 1)
target = torch.tensor([1.0, 2.0, 3.0])      # (N,)

print(torch.nn.SmoothL1Loss()(pred, target))  # 预测完全正确，损失却不为 0
print(torch.nn.SmoothL1Loss()(pred.squeeze(1), target))
