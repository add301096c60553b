import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)
b = torch.ones(2, 4, device=device)
print(torch.cat([a, b], dim=1).shape)  # 改为沿特征维拼接

# 标量（0 维张量，例如每一步的损失）无法拼接：改用 stack。
losses = [torch.tensor(0.5, device=device), torch.tensor(0.25, device=device)]
print(torch.stack(losses).cpu())

# 维度数不同：先补上缺少的那一维。
col = torch.ones(2, device=device)
print(torch.cat([a, col.unsqueeze(1)], dim=1).shape)
