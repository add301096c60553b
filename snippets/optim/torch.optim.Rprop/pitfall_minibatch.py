import torch

for cls in (torch.optim.Rprop, torch.optim.SGD):
    torch.manual_seed(0)
    p = torch.nn.Parameter(torch.zeros(1))
    opt = cls([p], lr=0.01)
    for step in range(200):
        # true gradient +0.2, plus mini-batch noise that often flips its sign
        p.grad = torch.tensor([0.2]) + torch.randn(1)
        opt.step()
    print(cls.__name__, "moved to", round(p.item(), 3))  # the loss keeps falling to the left
