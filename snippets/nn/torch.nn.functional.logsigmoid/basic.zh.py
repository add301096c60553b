import torch
import torch.nn.functional as F

x = torch.tensor([-200.0, -5.0, 0.0, 5.0])

print(F.logsigmoid(x))  # 以数值稳定的方式计算 log(sigmoid(x))
print(torch.log(torch.sigmoid(x)))  # sigmoid(-200) 下溢为 0 -> -inf
print(torch.nn.LogSigmoid()(x))  # 模块形式

# 例如 DPO / word2vec 风格的损失：-log(sigmoid(margin))
margin = torch.tensor([2.0, -1.0, 0.5])
print((-F.logsigmoid(margin)).mean())
