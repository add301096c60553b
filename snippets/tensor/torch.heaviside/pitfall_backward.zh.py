import torch

x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
spikes = torch.heaviside(x, torch.tensor(0.0))   # 把阶跃函数当激活函数用
spikes.sum().backward()                          # heaviside 没有定义导数
