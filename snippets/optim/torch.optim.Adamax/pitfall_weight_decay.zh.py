import torch

p = torch.nn.Parameter(torch.ones(1))
opt = torch.optim.Adamax([p], lr=0.01, weight_decay=1e-4)  # “很小”的权重衰减
for step in range(100):
    p.grad = torch.zeros(1)  # 损失对这个参数没有梯度
    opt.step()
print(round(p.item(), 4))  # 单纯的衰减应剩 0.9999
