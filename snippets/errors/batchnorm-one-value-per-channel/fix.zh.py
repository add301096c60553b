import torch
from torch.utils.data import DataLoader, TensorDataset

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8)).to(device)
data = TensorDataset(torch.randn(5, 4))  # 5 个样本，batch_size 为 4：最后一个批次只有 1 个

# 训练：丢弃不完整的最后一个批次。
for (x,) in DataLoader(data, batch_size=4, drop_last=True):
    print("train batch", x.shape, model(x.to(device)).shape)

# 单样本推理：eval() 使用滑动统计量。
model.eval()
print("eval", model(torch.ones(1, 4, device=device)).shape)
