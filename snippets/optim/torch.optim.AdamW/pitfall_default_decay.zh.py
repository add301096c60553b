import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.ones(3))
adam = torch.optim.Adam([w])
adamw = torch.optim.AdamW([w])
print("Adam  weight_decay:", adam.defaults["weight_decay"])
print("AdamW weight_decay:", adamw.defaults["weight_decay"])

# 把 Adam 换成 AdamW 会悄悄开启衰减：梯度为零的权重照样会缩小。
p = torch.nn.Parameter(torch.ones(1, device=device))
opt = torch.optim.AdamW([p], lr=0.1)
for _ in range(10):
    p.grad = torch.zeros_like(p)
    opt.step()
print(round(p.item(), 4))
