import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5)).to(device)
x = torch.ones(1, 4, device=device)

model.train()
print(torch.equal(model(x), model(x)))  # dropout：两次的掩码不同

model.eval()
with torch.no_grad():  # eval() 改变层的行为，no_grad() 停止构建计算图
    print(torch.equal(model(x), model(x)))
