import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 损失梯度为零的参数：只有权重衰减作用于它。
def one_step(opt_cls, **kw):
    w = torch.nn.Parameter(torch.ones(1, device=device))
    opt = opt_cls([w], lr=0.1, weight_decay=0.01, **kw)
    w.grad = torch.zeros_like(w)
    opt.step()
    return round(w.item(), 4)


print("Adam  (L2 added to the gradient):", one_step(torch.optim.Adam))
print("AdamW (decoupled decay)         :", one_step(torch.optim.AdamW))
print("Adam(decoupled_weight_decay=True):", one_step(torch.optim.Adam, decoupled_weight_decay=True))
