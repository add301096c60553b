import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8)).to(device)
x = torch.ones(1, 4, device=device)  # 比如一个 epoch 里最后那个只有一个样本的批次
model(x)  # 训练模式：计算批次统计量要求每个通道至少有 2 个值
