import torch

w = torch.nn.Parameter(torch.ones(4, 3))
opt = torch.optim.Muon([w], lr=0.02)  # 不另行指定时 weight_decay=0.1
for step in range(500):
    w.grad = torch.zeros(4, 3)  # 完全没有梯度信号
    opt.step()
print(round(w[0, 0].item(), 4))  # (1 - 0.02 * 0.1) ** 500
