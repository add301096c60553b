import torch

x = torch.ones(2)  # CPU 张量：get_device() 是 -1
y = torch.zeros(2)
y.to(x.get_device())  # 修正：y.to(x.device)
