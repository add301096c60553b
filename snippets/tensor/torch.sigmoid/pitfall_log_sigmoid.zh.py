import torch
import torch.nn.functional as F

x = torch.tensor([-200.0, -20.0, 0.0])

print(torch.log(torch.sigmoid(x)))   # sigmoid 下溢为 0，log 得到 -inf
print(F.logsigmoid(x))               # 数值稳定的计算：x 很负时约等于 x
