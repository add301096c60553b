import torch

x = torch.nn.Parameter(torch.tensor([3.0, -2.0]))
opt = torch.optim.LBFGS([x])

opt.zero_grad()
loss = ((x - 1) ** 2).sum()
loss.backward()
opt.step()  # 照 SGD、Adam 的写法
