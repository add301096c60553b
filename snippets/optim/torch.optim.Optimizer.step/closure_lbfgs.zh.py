import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.tensor([3.0], device=device))
opt = torch.optim.LBFGS([w], lr=1.0)


def closure():
    opt.zero_grad()
    loss = ((w - 1.0) ** 2).sum()
    loss.backward()
    return loss


for _ in range(2):
    loss = opt.step(closure)  # LBFGS 每一步会多次重新计算损失
print(round(w.item(), 4), round(loss.item(), 4))
