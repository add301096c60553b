import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

batch = torch.ones(8, 2, 3, device=device)  # 8 个形状为 (2, 3) 的矩阵
w = torch.ones(3, 4, device=device)

print(torch.matmul(batch, w).shape)  # 在批次维度上广播
print(torch.bmm(batch, w.expand(8, 3, 4)).shape)
torch.mm(batch, w)
