import torch

pred = torch.zeros(4, requires_grad=True)
target = torch.tensor([0.5, 1.0, 2.0, 4.0])  # 误差逐渐增大

criterion = torch.nn.SmoothL1Loss(reduction="none")  # beta=1.0
print(criterion(pred, target))  # 小于 1 时为 0.5 * e**2，大于 1 时为 |e| - 0.5

torch.nn.SmoothL1Loss(reduction="sum")(pred, target).backward()
print(pred.grad)  # 梯度先随误差增大，之后大小固定为 1
