import torch

wait_steps = torch.zeros(4, dtype=torch.long)

wait_steps.exponential_()  # 连续分布的样本不能写进整数张量
