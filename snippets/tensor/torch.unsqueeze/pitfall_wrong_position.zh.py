import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
layer = torch.nn.Linear(5, 2).to(device)
sample = torch.randn(5, device=device)  # 一个有 5 个特征的样本

print(layer(sample.unsqueeze(0)).shape)  # (1, 5)：只有一个样本的批次 -> (1, 2)
layer(sample.unsqueeze(1))               # (5, 1)：五个样本，每个只有一个特征
