import torch

pred = torch.zeros(4)
target = torch.tensor([0.5, 1.0, 2.0, 4.0])

huber = torch.nn.HuberLoss(delta=2.0, reduction="none")(pred, target)
smooth = torch.nn.SmoothL1Loss(beta=2.0, reduction="none")(pred, target)
print(huber)
print(smooth)           # 分界点相同，数值却不同
print(2.0 * smooth)     # HuberLoss(delta=d) == d * SmoothL1Loss(beta=d)
