import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bias = torch.zeros(3, device=device)
batch = torch.ones(2, 3, device=device)

print((bias + batch).shape)  # 非原地操作的结果可以扩展为 (2, 3)
bias.add_(batch)             # 原地操作：self 的形状不能改变
