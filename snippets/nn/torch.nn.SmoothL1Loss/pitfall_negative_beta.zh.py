import torch

criterion = torch.nn.SmoothL1Loss(beta=-1.0)  # 构造时不报错……
criterion(torch.zeros(3), torch.ones(3))      # ……第一次调用时才被拒绝
