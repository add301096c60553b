import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

src = torch.ones(3, device=device, requires_grad=True)

dup = torch.tensor(src)               # 发出 UserWarning
print(dup.requires_grad)              # 副本脱离了计算图

better = src.detach().clone()         # 推荐的写法，没有警告
print(better.requires_grad, torch.equal(dup, better))
