import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16)
expert_weights = torch.randn(3, 16, 8)
ref = F.grouped_mm(tokens, expert_weights, offs=torch.tensor([2, 5, 8], dtype=torch.int32))

# 传了每组大小而不是累计位置：[2, 3, 3] 而非 [2, 5, 8]
out = F.grouped_mm(tokens, expert_weights, offs=torch.tensor([2, 3, 3], dtype=torch.int32))
print(out.shape)
# 只有第 0-2 行正确；offs[-1] 之后的行从未写入，内容是内存里的残留值
print([torch.allclose(out[i], ref[i]) for i in range(8)])
