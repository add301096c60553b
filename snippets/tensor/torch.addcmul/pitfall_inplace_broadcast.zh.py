import torch

running = torch.zeros(1)  # 只有一个数，本意是用来累加求和
a = torch.ones(3)
b = torch.ones(3)

running.addcmul_(a, b)
