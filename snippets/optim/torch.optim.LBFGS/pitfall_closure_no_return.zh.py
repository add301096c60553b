import torch

x = torch.nn.Parameter(torch.tensor([3.0, -2.0]))
opt = torch.optim.LBFGS([x])


def closure():
    opt.zero_grad()
    loss = ((x - 1) ** 2).sum()
    loss.backward()  # 梯度已经算好，但没有返回损失


opt.step(closure)
