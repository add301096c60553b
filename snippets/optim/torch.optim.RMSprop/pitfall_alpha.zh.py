import torch

w = torch.nn.Parameter(torch.tensor([1.0]))
# 本意：学习率 1e-3（不少资料把学习率记作 alpha）
opt = torch.optim.RMSprop([w], alpha=1e-3)
print(opt.param_groups[0]["lr"], opt.param_groups[0]["alpha"])  # lr 仍是默认值

# alpha = 1.0 也能通过检查：梯度平方的平均值永远停在 0
w = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.RMSprop([w], lr=0.01, alpha=1.0)
(0.5 * w).sum().backward()
opt.step()
print(w.item())  # 这一步只除以了 eps
