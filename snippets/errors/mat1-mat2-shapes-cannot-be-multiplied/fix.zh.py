import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(4, 3, 4, 4, device=device)
print(torch.nn.Flatten()(x).shape)  # 先检查真实的特征数

model = torch.nn.Sequential(
    torch.nn.Flatten(),
    torch.nn.Linear(3 * 4 * 4, 10),  # in_features = 输入的最后一维
).to(device)
print(model(x).shape)

# 普通矩阵乘法要求内侧维度一致：(n, k) @ (k, m)。
a = torch.ones(2, 3, device=device)
b = torch.ones(4, 3, device=device)
print(torch.mm(a, b.t()).shape)
