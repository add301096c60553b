import torch


class PlainSGD(torch.optim.Optimizer):
    def __init__(self, params, lr=0.1):
        super().__init__(params, {"lr": lr})

    def step(self, closure=None):  # 缺少 @torch.no_grad()
        for group in self.param_groups:
            for p in group["params"]:
                p.sub_(group["lr"] * p.grad)


w = torch.nn.Parameter(torch.ones(2))
(w * 2).sum().backward()
PlainSGD([w]).step()
