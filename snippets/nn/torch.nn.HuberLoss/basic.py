import torch

pred = torch.zeros(4, requires_grad=True)
target = torch.tensor([0.5, 1.0, 2.0, 4.0])  # errors of growing size

criterion = torch.nn.HuberLoss(delta=2.0, reduction="none")
print(criterion(pred.detach(), target))  # 0.5 * e**2 below 2, 2 * (|e| - 1) above

torch.nn.HuberLoss(delta=2.0, reduction="sum")(pred, target).backward()
print(pred.grad)  # equals the MSE gradient up to delta, then stays at delta in size
