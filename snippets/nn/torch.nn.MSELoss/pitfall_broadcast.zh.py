import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")
criterion = torch.nn.MSELoss()

pred = torch.tensor([[1.0], [2.0], [3.0]], device=device)  # 回归头的输出 (N, 1)
target = torch.tensor([1.0, 2.0, 3.0], device=device)      # 标签 (N,)

# 预测完全正确，损失却不为 0：(3, 1) - (3,) 广播成了 (3, 3)
print(criterion(pred, target))
print(torch.nn.MSELoss(reduction="none")(pred, target).shape)
print(criterion(pred.squeeze(1), target))  # 修正后
