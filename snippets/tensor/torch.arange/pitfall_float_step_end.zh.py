import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

r = torch.arange(0.1, 0.4, 0.1, device=device)    # 说好“不包含 end”，0.4 却出现了
print(len(r), r)

# 更稳妥的替代写法
print(torch.linspace(0.1, 0.3, 3, device=device))           # 给出元素个数，而不是步进
print(torch.arange(1, 4, device=device) * 0.1)             # 先用整数 arange，再缩放
