import torch

pred = torch.zeros(4, requires_grad=True)
target = torch.tensor([0.5, 1.0, 2.0, 4.0])  # 误差逐渐增大

criterion = torch.nn.HuberLoss(delta=2.0, reduction="none")
print(criterion(pred.detach(), target))  # 小于 2 时为 0.5 * e**2，大于 2 时为 2 * (|e| - 1)

torch.nn.HuberLoss(delta=2.0, reduction="sum")(pred, target).backward()
print(pred.grad)  # delta 以内与 MSE 的梯度相同，之后大小固定为 delta
