import torch

x = torch.nn.Parameter(torch.tensor([3.0, -2.0]))
opt = torch.optim.LBFGS([x])


def closure():
    opt.zero_grad()
    loss = ((x - 1) ** 2).sum()
    loss.backward()  # gradients are there, but the loss is not returned


opt.step(closure)
