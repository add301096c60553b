import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.tensor([[3.0, 4.0],
                  [0.0, 0.0]])

print(F.normalize(x, dim=1))  # 每行缩放为单位 L2 范数；全零行保持为零
print(F.normalize(x, p=1, dim=1))  # 改为单位 L1 范数

# 两组嵌入之间的余弦相似度
a = F.normalize(torch.randn(4, 16), dim=-1)
b = F.normalize(torch.randn(3, 16), dim=-1)
sim = a @ b.T
print(sim.shape)
print(torch.allclose(sim[0, 0], F.cosine_similarity(a[0], b[0], dim=0)))
