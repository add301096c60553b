import torch
import torch.nn.functional as F

pred = torch.tensor([2.5, 0.0, 2.0, 8.0])
target = torch.tensor([3.0, -0.5, 2.0, 7.0])

print(F.l1_loss(pred, target))  # 平均绝对误差
print(F.l1_loss(pred, target, reduction="sum"))
print(F.l1_loss(pred, target, reduction="none"))
print(torch.nn.L1Loss()(pred, target))  # 模块形式

x = torch.tensor([0.0, 1.0, -2.0], requires_grad=True)
F.l1_loss(x, torch.zeros(3), reduction="sum").backward()
print(x.grad)  # sign(x)：大小恒定，恰好等于目标时为 0
