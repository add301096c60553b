import torch

x = torch.nn.Parameter(torch.tensor([3.0, -2.0]))
opt = torch.optim.LBFGS([x], max_iter=20)


def closure():
    opt.zero_grad()
    loss = ((x - 1) ** 2).sum()
    loss.backward()
    return loss


returned = opt.step(closure)
with torch.no_grad():
    now = ((x - 1) ** 2).sum()
print("returned by step():", returned.item())  # the loss before this step
print("loss now:          ", now.item())
