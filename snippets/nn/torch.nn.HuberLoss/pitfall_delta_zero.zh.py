import torch

pred, target = torch.zeros(3), torch.ones(3)
print(torch.nn.SmoothL1Loss(beta=0.0)(pred, target))  # beta=0 就是 L1，可以运行

criterion = torch.nn.HuberLoss(delta=0.0)  # 构造时不报错……
criterion(pred, target)                    # ……第一次调用时才被拒绝
