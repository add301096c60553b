import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 损失梯度为零，所以只有权重衰减会改变参数。
results = {}
for name, opt_cls in [("Adam", torch.optim.Adam), ("AdamW", torch.optim.AdamW)]:
    w = torch.nn.Parameter(torch.ones(1, device=device))
    opt = opt_cls([w], lr=0.1, weight_decay=0.01)
    for _ in range(5):
        w.grad = torch.zeros_like(w)
        opt.step()
    results[name] = round(w.item(), 4)
print(results)  # AdamW: 1 * (1 - 0.1 * 0.01) ** 5
print(round((1 - 0.1 * 0.01) ** 5, 4))
