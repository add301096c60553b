import torch
import torch.nn.functional as F

signal = torch.arange(3.0).reshape(1, 1, 3)  # 一条非常短的序列
padded = F.pad(signal, (4, 4), mode="reflect")  # 反射填充 4 个元素至少需要长度 5
