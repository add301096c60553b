import torch
import torch.nn.functional as F

torch.manual_seed(0)
act = torch.nn.RReLU()  # lower=1/8, upper=1/3
x = torch.full((5,), -1.0)
print(act(x))  # 训练模式：每个元素的斜率从 U(lower, upper) 中随机抽取
act.eval()
print(act(x))  # 推理模式：固定斜率 (lower + upper) / 2
print(F.rrelu(x, training=True).unique().numel() > 1)
