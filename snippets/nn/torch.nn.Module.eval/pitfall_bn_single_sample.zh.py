import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(8, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2)).to(device)
# ……训练并加载完毕……
sample = torch.randn(1, 8, device=device)  # 线上推理时的单个请求
with torch.no_grad():
    model(sample)  # 从未调用过 model.eval()
