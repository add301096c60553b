import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = nn.BatchNorm1d(2).to(device)
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)
print(bn.running_mean)

with torch.no_grad():  # 没调用 eval() 就做“验证”
    bn(x)
print(bn.running_mean)  # 滑动统计量照样被改了

bn.eval()
with torch.no_grad():
    bn(x)
print(bn.running_mean)  # 评估模式下保持不变
