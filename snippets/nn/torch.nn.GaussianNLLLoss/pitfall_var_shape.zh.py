import torch

criterion = torch.nn.GaussianNLLLoss(reduction="none")

# 形状为 (D,) 的逐特征方差，D=2
var = torch.tensor([1.0, 4.0])
print(criterion(torch.zeros(2, 2), torch.ones(2, 2), var.unsqueeze(0)))  # (1, D)：按特征，符合本意
print(criterion(torch.zeros(2, 2), torch.ones(2, 2), var))  # N == D：悄悄变成按样本
criterion(torch.zeros(3, 2), torch.ones(3, 2), var)          # N != D：报错
