import torch
import torch.nn.functional as F

a = torch.tensor([[1.0, 0.0],
                  [0.0, 1.0],
                  [1.0, 2.0]])
b = torch.tensor([[1.0, 0.0],
                  [1.0, 0.0],
                  [2.0, 4.0]])

print(torch.cosine_similarity(a, b))          # 沿 dim=1 逐行计算 -> 形状为 (3,)
print(F.cosine_similarity(a, b, dim=1))       # 同一个函数

# 一个向量对一个批次：广播
query = torch.tensor([1.0, 1.0])
print(torch.cosine_similarity(query.unsqueeze(0), b, dim=1))

# 零向量：范数被 eps 截断，因此结果是 0 而不是 NaN
print(torch.cosine_similarity(torch.zeros(1, 2), torch.ones(1, 2)))
