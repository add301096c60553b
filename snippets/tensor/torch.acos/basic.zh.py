import torch
import torch.nn.functional as F

x = torch.tensor([1.0, 0.5, 0.0, -1.0])
print(torch.acos(x))                      # 弧度，范围 [0, pi]
print(torch.rad2deg(x.arccos()))          # arccos 是同一个函数
print(torch.tensor([1, 0]).acos())        # 整数输入得到 float32

# 由余弦相似度求两个向量的夹角
a = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
b = torch.tensor([[0.0, 2.0], [2.0, 0.0]])
cos = F.cosine_similarity(a, b, dim=1)
print(torch.rad2deg(torch.acos(cos.clamp(-1.0, 1.0))))
