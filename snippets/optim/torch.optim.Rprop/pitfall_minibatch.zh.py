import torch

for cls in (torch.optim.Rprop, torch.optim.SGD):
    torch.manual_seed(0)
    p = torch.nn.Parameter(torch.zeros(1))
    opt = cls([p], lr=0.01)
    for step in range(200):
        # 真实梯度是 +0.2，再加上经常让符号翻转的小批次噪声
        p.grad = torch.tensor([0.2]) + torch.randn(1)
        opt.step()
    print(cls.__name__, "moved to", round(p.item(), 3))  # 损失往左一直下降
