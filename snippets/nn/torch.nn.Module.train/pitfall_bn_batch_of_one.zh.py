import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4)).to(device)
model.eval()
print(model(torch.ones(1, 4, device=device)).shape)  # 评估模式下没问题
model.train()
model(torch.ones(1, 4, device=device))  # 只有一个样本：无法计算批次统计量
