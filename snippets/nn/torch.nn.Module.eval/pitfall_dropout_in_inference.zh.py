import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5)).to(device)
x = torch.ones(1, 4, device=device)
with torch.no_grad():  # 只用 no_grad 时 dropout 仍然开着
    a, b = model(x), model(x)
print(torch.equal(a, b))  # 每次调用的预测结果都不一样
print((a == 0).any().item())  # 部分激活值被置零了
