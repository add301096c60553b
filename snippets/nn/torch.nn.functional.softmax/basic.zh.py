import torch
import torch.nn.functional as F

logits = torch.tensor([[1.0, 2.0, 3.0],
                       [1.0, 1.0, 1.0]])  # (batch, classes)

probs = F.softmax(logits, dim=-1)  # 在每行的类别上计算
print(probs)
print(probs.sum(dim=-1))

# 大 logits 不会溢出：softmax 内部会先减去最大值
print(F.softmax(torch.tensor([1000.0, 1001.0]), dim=0))

# dtype= 会在计算前转换输入类型，例如 half 类型的 logits 得到 float32 概率
half = torch.tensor([1.0, 2.0], dtype=torch.float16)
print(F.softmax(half, dim=0, dtype=torch.float32).dtype)
