import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(6, 8, dtype=torch.bfloat16)
offs = torch.tensor([2, 4, 6], dtype=torch.int32)
print(F.grouped_mm(tokens, torch.randn(3, 8, 8, dtype=torch.bfloat16), offs=offs).shape)
# 5 个输出特征 x 2 字节 = 每行 10 字节，不是 16 的倍数
out = F.grouped_mm(tokens, torch.randn(3, 8, 5, dtype=torch.bfloat16), offs=offs)
